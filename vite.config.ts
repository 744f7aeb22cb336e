import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The browser build's chunks. Left alone, the bundler makes one chunk per set of pages that
 * share a module, which means many files of a few hundred bytes, each compressed on its own.
 * Three groups instead:
 * - `vendor`: React and React DOM, which every page needs first;
 * - `router`: React Router, which only the back office loads (public pages run their islands
 *   without it, ADR 043);
 * - `shell`: what every public page runs in the browser (the island hydration, the live islands'
 *   descriptors, the header and its menu, the journal's search, buttons, icons, the notification
 *   area's loader) and the small helpers they use: one file instead of eight.
 * Everything else (a page's own content, the forms, the admin) keeps the bundler's split.
 * `scripts/bench/public-js.ts` and tests/e2e/js-budget.e2e.test.ts measure the result.
 */
const vendor = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const router = /[\\/]node_modules[\\/]react-router[\\/]/;
const shell = new RegExp(
  [
    String.raw`[\\/]app[\\/]components[\\/]layout[\\/](site-header|site-header-island|logo)\.tsx?$`,
    String.raw`[\\/]app[\\/]components[\\/]ui[\\/](button|slot|icons|lazy-toaster|form-field)\.tsx$`,
    String.raw`[\\/]app[\\/]features[\\/][^\\/]+[\\/](deferred-[^\\/]+|status-islands|perspective-search(-island)?)\.tsx?$`,
    String.raw`[\\/]shared[\\/]schemas[\\/]perspective-categories\.ts$`,
    String.raw`[\\/]app[\\/]lib[\\/](cx|toast-store|islands|island-hydration)\.tsx?$`,
    String.raw`[\\/]shared[\\/]config[\\/]`,
    String.raw`[\\/]node_modules[\\/]clsx[\\/]`,
    String.raw`vite[\\/]preload-helper`,
  ].join("|"),
);

/**
 * React Router's production build. Its package's exports name only its development build,
 * which ships the developer warnings (`ENABLE_DEV_WARNINGS`) to every visitor; the production
 * build beside it differs only by that flag. The browser build takes it (0.5 kB less as
 * Brotli on every page); the server and the dev server keep the package's own resolution.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  // The server bundles the icons it renders instead of loading lucide-react's whole set
  // (a 1.3 MB module and an object per icon, held by every server process for nothing).
  ssr: { noExternal: ["lucide-react"] },
  resolve: {
    tsconfigPaths: true,
    alias:
      command === "build" && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterProduction, "index.mjs") },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(reactRouterProduction, "dom-export.mjs"),
            },
          ]
        : [],
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "vendor", test: vendor, priority: 3 },
                { name: "router", test: router, priority: 2 },
                { name: "shell", test: shell, priority: 1 },
              ],
            },
          },
        },
      },
}));
