import { createRequire } from "node:module";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The browser build's chunks. Left alone, the bundler makes one chunk per set of pages that
 * share a module, which means many files of a few hundred bytes, each compressed on its own.
 * Groups instead:
 * - `vendor`: React and React DOM, which every page needs first;
 * - `router`: React Router, which only the back office loads (public pages run their islands
 *   without it, ADR 043);
 * - `shell`: what every public page runs in the browser (the island hydration, the live islands'
 *   descriptors, the header and its menu, the journal's search, buttons, icons, the notification
 *   area's loader) and the small helpers they use: one file instead of eight.
 * - `forms`: the form library (React Hook Form and its resolvers), for the screens and public
 *   parts that show a form at once, never for a list or the dashboard;
 * - `common`, `common-app`, `common-forms`, `admin`, `admin-overlays`, `admin-forms` and
 *   `admin-kit-<family>`: the back office's shared code (`backOfficeChunks`).
 * Everything else (a page's own content, the forms, what loads on use) keeps the bundler's
 * split. `scripts/bench/public-js.ts`, `scripts/bench/admin-js.ts` and
 * tests/e2e/js-budget.e2e.test.ts measure the result.
 */
const vendor = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const router = /[\\/]node_modules[\\/]react-router[\\/]/;
const shell = new RegExp(
  [
    String.raw`[\\/]app[\\/]components[\\/]layout[\\/](site-header|site-header-island|logo)\.tsx?$`,
    String.raw`[\\/]app[\\/]components[\\/]ui[\\/](button|slot|icons|lazy-toaster|form-field)\.tsx$`,
    String.raw`[\\/]app[\\/]features[\\/][^\\/]+[\\/](deferred-[^\\/]+|status-islands|deck-islands|deal-islands|share-islands|perspective-search(-island)?)\.tsx?$`,
    String.raw`[\\/]shared[\\/]schemas[\\/]perspective-categories\.ts$`,
    String.raw`[\\/]app[\\/]lib[\\/](cx|toast-store|islands|island-hydration|nonce)\.tsx?$`,
    String.raw`[\\/]shared[\\/]config[\\/]`,
    String.raw`[\\/]node_modules[\\/]clsx[\\/]`,
    String.raw`vite[\\/]preload-helper`,
  ].join("|"),
);

/** What the chunking pass tells a group's `name` about a module. */
type ModuleGraph = {
  getModuleInfo(id: string): {
    code: string | null;
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
};

const adminRoute = /[\\/]app[\\/]routes[\\/]admin[\\/]/;
/** The admin layouts: every signed-in screen loads one, every sign-in screen the other (app/routes.ts). */
const adminLayout = /[\\/]app[\\/]routes[\\/]admin[\\/](sign-in-layout|guarded-layout)\.tsx/;

/** Libraries a screen loads when one uses them. */
const onUseLibraries = /[\\/]node_modules[\\/](@dnd-kit|@simplewebauthn|qrcode)[\\/]/;
/**
 * The boards' own code. What a board draws at first (its columns and cards, without drag and
 * drop or menus) is one chunk, `submission-board`, from which the part loaded on the board's
 * first use (dnd-kit, the menus) takes what it draws with: a chunk of their own for the modules
 * both use would be one more file on the board's first load.
 */
const boardCode = /[\\/]app[\\/]features[\\/]submissions[\\/]board[\\/]/;
const boardScreen = /[\\/]app[\\/]routes[\\/]admin[\\/][^\\/]+-board\.tsx/;
/** Libraries and code a screen loads when one uses them: never in the shared chunks. */
const onUse = new RegExp(`${onUseLibraries.source}|${boardCode.source}`);
/**
 * A public island's own code that the back office reads too (the deck's page viewer, which
 * the deal page hydrates as it loads): kept out of `common-forms`, whose schemas and API
 * client that island does not need. It uses only what the shell holds.
 */
const sharedIslandPart = /[\\/]app[\\/]components[\\/]ui[\\/]page-viewer\.tsx$/;
const lucide = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const lucideIndex = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
/**
 * The form library and its schema resolvers: only the screens and public parts that show a form
 * at once load them (a list or the dashboard does not), so they are a chunk of their own.
 */
const formLibrary = /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/;
const nodeModules = /[\\/]node_modules[\\/]/;
/**
 * The back office's Radix parts: menus, dialogs, tooltips and switches (with Floating UI, focus
 * trapping and scroll locking, about 70 kB minified). Only the screens that draw one as they
 * load need them; the navigation drawer loads its dialog when it opens, the editor its tooltips.
 */
const overlayLibraries =
  /[\\/]node_modules[\\/]@radix-ui[\\/]react-(dialog|alert-dialog|dropdown-menu|tooltip|switch)[\\/]/;
/** The schema library (22 KB on the wire): only code that validates at once should load it. */
const schemaLibrary = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * The family of an admin screen (`app/routes/admin/…`): the screens a person moves between,
 * whose shared code is one `admin-kit-<family>` chunk, so a screen never loads another family's.
 */
function screenFamily(screen: string): string | null {
  if (/[\\/](startup-idea|investment-interest)-detail\.tsx$/.test(screen)) return "records";
  if (/[\\/](startup-ideas|investment-interests)(-board)?\.tsx$/.test(screen)) return "inboxes";
  if (/[\\/](perspective[^\\/]*|perspectives|media)\.tsx$/.test(screen)) return "perspectives";
  if (/[\\/]settings[\\/]/.test(screen)) return "settings";
  if (/[\\/](login|invite|password-reset|forgot-password)\.tsx$/.test(screen)) return "sign-in";
  return null;
}
/**
 * The families whose kit is part of `admin`: a list's first load is its route module and what
 * every screen loads, and a kit beside it would be a thirteenth file (issue 38's limit is 12).
 * What the lists and the boards share is loaded by every screen instead (about 2 KB on the wire).
 */
const familiesInAdmin = new Set(["inboxes"]);
/**
 * The families whose screens draw their forms without the forms' code at first paint (the
 * settings pages, ADR 052): every screen of the family loads its layout, and with it the icons
 * its navigation shares with the screens, which go with `admin` (0.7 KB on the wire; a kit of
 * their own was a thirteenth file on every settings page); the rest of what the screens share
 * is loaded only by the screens that use it: `-cards` (lists of managed items, dialogs' parts,
 * second-factor codes) and `-forms` (what needs zod: the review schemas a record's reviews share).
 */
const familiesValidatingOnUse = new Set(["settings"]);
/**
 * The families whose kit never needs zod as it loads: the editor's first paint is its form's
 * stand-in, which loads no schema (ADR 052), and its kit is part of that paint. What the
 * family shares that needs zod goes to `admin-forms`, which the form loads when used.
 */
const familiesWithoutSchemas = new Set(["perspectives"]);
/**
 * The chunk of what the screens of `family` share: its kit, `admin` (`familiesInAdmin`), for
 * `familiesValidatingOnUse` `admin` (icons), its cards or its forms, and for
 * `familiesWithoutSchemas` `admin-forms` for what needs zod.
 */
const familyKit = (family: string, everyScreens: string, id: string) => {
  if (familiesInAdmin.has(family) && everyScreens === "admin") return "admin";
  if (familiesWithoutSchemas.has(family) && everyScreens === "admin-forms") return everyScreens;
  if (!familiesValidatingOnUse.has(family)) return `admin-kit-${family}`;
  if (lucide.test(id)) return everyScreens;
  return everyScreens === "admin-forms" ? `admin-kit-${family}-forms` : `admin-kit-${family}-cards`;
};
/** From how many screens a module's sharing makes it part of every screen's `admin` chunk. */
const SHARED_BY_SCREENS = 6;

/**
 * The back office's shared code in a few chunks (issue 38, ADR 052). Left to the bundler, the
 * code several admin screens share became about 80 files per screen (an icon, a helper, a Radix
 * part each), each a request with its own headers and its own compression. Decided per module
 * from the roots that reach it (route modules and lazily imported modules):
 * - `common`, `common-app` and `common-forms`: reached from the back office and from a public
 *   page's lazy parts. Groups of their own, taken first, because a group takes its modules'
 *   dependencies with it: without them the public forms imported the `admin` chunk.
 *   `common-forms` is zod and what needs it as it loads (the shared schemas), `common` the
 *   Radix parts (the notification area's, and what the menus build on), `common-app` the rest
 *   (the API client, dates, lucide-react's runtime): a screen that validates nothing and draws
 *   no menu loads only `common-app`.
 * - `admin`: back office only, and loaded by the admin layouts (every screen needs it anyway) or
 *   by at least `SHARED_BY_SCREENS` screens, or by screens of different families, and an icon
 *   two screens share (one screen's icons stay with it). Instead of it: `admin-forms` for what
 *   needs zod as it loads, `admin-overlays` for the Radix parts (`overlayLibraries`) and what
 *   draws them as it loads, which only the screens that validate or draw one at once load (the
 *   dashboard and the lists load neither), and also for what only screens that load
 *   `admin-overlays` share (`screenLoadsOverlays`: the records, the boards, settings, the
 *   editor), so the dashboard and the lists do not carry it; the bundler's chunks for what needs
 *   a library loaded on use (`onUse`).
 * - `admin-kit-<family>`: back office only, shared by two to five screens of one family
 *   (`screenFamily`): a list never loads what only the records share. The inboxes' (the lists
 *   and the boards) is part of `admin` instead (`familiesInAdmin`).
 * A module one screen uses stays in that screen's chunk; what loads on use (`onUse`, and modules
 * reached only through a lazy import: the charts, the editor) keeps the bundler's chunks.
 */
function backOfficeChunks() {
  let iconImporters: Map<string, string[]> | undefined;
  /**
   * lucide-react's index imports every icon, so the graph says only that the index imports an
   * icon. Who uses it is who imports it from the index by name: the icon's file for each name
   * (the index's `export { default as Name } from "./icons/file.mjs"`), and the names each
   * importer of the index takes (`import { Name } from "lucide-react"`).
   */
  const importersOfIcon = (icon: string, index: string, graph: ModuleGraph): string[] => {
    if (!iconImporters) {
      iconImporters = new Map();
      const indexInfo = graph.getModuleInfo(index);
      const fileOfName = new Map<string, string>();
      for (const [, names = "", file = ""] of (indexInfo?.code ?? "").matchAll(
        /export\s*\{([^}]*)\}\s*from\s*["'](\.\/icons\/[^"']+)["']/g,
      )) {
        const iconFile = path.join(path.dirname(index), file);
        for (const name of names.matchAll(/default as (\w+)/g))
          fileOfName.set(name[1] ?? "", iconFile);
      }
      for (const importer of indexInfo?.importers ?? []) {
        const code = graph.getModuleInfo(importer)?.code ?? "";
        for (const [, names = ""] of code.matchAll(
          /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g,
        )) {
          for (const specifier of names.split(",")) {
            const file = fileOfName.get(specifier.trim().split(/\s+as\s+/)[0] ?? "");
            if (file) iconImporters.set(file, [...(iconImporters.get(file) ?? []), importer]);
          }
        }
      }
    }
    return iconImporters.get(icon) ?? [];
  };
  const rootsCache = new Map<string, string[]>();
  /** The route modules and lazily imported modules whose static imports reach `id`. */
  const rootsOf = (id: string, graph: ModuleGraph): string[] => {
    const cached = rootsCache.get(id);
    if (cached) return cached;
    const roots = new Set<string>();
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop() as string;
      if (seen.has(current)) continue;
      seen.add(current);
      const info = graph.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry || info.dynamicImporters.length > 0) roots.add(current);
      for (const importer of info.importers) {
        if (lucideIndex.test(importer)) stack.push(...importersOfIcon(current, importer, graph));
        else stack.push(importer);
      }
    }
    const result = [...roots];
    rootsCache.set(id, result);
    return result;
  };
  /**
   * Whether one of `roots` is a part loaded on use by a screen other than `screen` (not by the
   * layouts: what they load on use, the navigation drawer, is every screen's).
   */
  const sharedWithOtherScreensPart = (
    roots: readonly string[],
    screen: string,
    graph: ModuleGraph,
  ): boolean =>
    roots.some((root) =>
      (graph.getModuleInfo(root)?.dynamicImporters ?? []).some((importer) =>
        rootsOf(importer, graph).some(
          (outer) =>
            adminRoute.test(outer) &&
            !adminLayout.test(outer) &&
            outer.replace(/\?.*$/, "") !== screen,
        ),
      ),
    );
  /** Whether `id` is, or statically imports a module that is, matched by `library` (memoized). */
  const reachesLibrary = (library: RegExp) => {
    const cache = new Map<string, boolean>();
    const reaches = (id: string, graph: ModuleGraph): boolean => {
      const cached = cache.get(id);
      if (cached !== undefined) return cached;
      cache.set(id, false); // an import cycle: decided by the modules outside it
      const info = graph.getModuleInfo(id);
      const result =
        library.test(id) ||
        (info?.importedIds.some((imported) => reaches(imported, graph)) ?? false);
      cache.set(id, result);
      return result;
    };
    return reaches;
  };
  /** Needs zod as it loads. */
  const needsSchemaLibrary = reachesLibrary(schemaLibrary);
  /** Needs a library that loads on use (a group takes a module's imports with it). */
  const needsOnUseCode = reachesLibrary(onUse);
  /** Needs a library that loads on use itself (the boards' drag and drop). */
  const needsOnUseLibrary = reachesLibrary(onUseLibraries);
  /** Needs a menu's or a dialog's Radix parts as it loads. */
  const needsOverlays = reachesLibrary(overlayLibraries);
  const overlayPartCache = new Map<string, boolean>();
  /** A menu's or a dialog's Radix library, or a package that only those reach. */
  const isOverlayPart = (id: string, graph: ModuleGraph): boolean => {
    if (overlayLibraries.test(id)) return true;
    if (!nodeModules.test(id)) return false;
    const cached = overlayPartCache.get(id);
    if (cached !== undefined) return cached;
    overlayPartCache.set(id, false); // an import cycle: decided by the importers outside it
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    const part =
      importers.length > 0 && importers.every((importer) => isOverlayPart(importer, graph));
    overlayPartCache.set(id, part);
    return part;
  };
  /**
   * Whether an admin screen loads `admin-overlays` as it loads: it, or the layout of its folder
   * (the settings pages' layout), draws a menu or a dialog at once.
   */
  const screenLoadsOverlays = (screen: string, graph: ModuleGraph): boolean => {
    if (needsOverlays(screen, graph)) return true;
    const folderLayout = screen.replace(/[^\\/]+\.tsx(\?.*)?$/, "layout.tsx$1");
    return (
      folderLayout !== screen &&
      graph.getModuleInfo(folderLayout) !== null &&
      needsOverlays(folderLayout, graph)
    );
  };
  const adminOnlyCache = new Map<string, boolean>();
  /** An admin route, or a lazy module that only admin code imports. */
  const isAdminOnly = (root: string, graph: ModuleGraph): boolean => {
    if (adminRoute.test(root)) return true;
    const cached = adminOnlyCache.get(root);
    if (cached !== undefined) return cached;
    adminOnlyCache.set(root, false); // an import cycle through lazy modules: not admin-only
    const info = graph.getModuleInfo(root);
    const adminOnly =
      info !== null &&
      !info.isEntry &&
      info.dynamicImporters.every((importer) =>
        rootsOf(importer, graph).every((outer) => isAdminOnly(outer, graph)),
      );
    adminOnlyCache.set(root, adminOnly);
    return adminOnly;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    const roots = rootsOf(id, graph);
    const adminRoots = roots.filter((root) => isAdminOnly(root, graph));
    if (adminRoots.length === 0) return null;
    const needsSchemas = needsSchemaLibrary(id, graph);
    if (adminRoots.length < roots.length) {
      if (sharedIslandPart.test(id)) return null;
      if (needsSchemas) return "common-forms";
      return nodeModules.test(id) && !lucide.test(id) ? "common" : "common-app";
    }
    if (boardCode.test(id))
      return roots.some((root) => adminRoute.test(root)) &&
        !needsOnUseLibrary(id, graph) &&
        !needsOverlays(id, graph)
        ? "submission-board"
        : null;
    if (needsOnUseCode(id, graph)) return null;
    if (isOverlayPart(id, graph)) return "admin-overlays";
    const everyScreens = needsSchemas
      ? "admin-forms"
      : needsOverlays(id, graph)
        ? "admin-overlays"
        : "admin";
    if (roots.some((root) => adminLayout.test(root))) return everyScreens;
    // Only the boards (and what they load on first use) share it: their chunk, which both load,
    // rather than `admin`, which every screen loads (the cards' icons).
    if (
      everyScreens === "admin" &&
      roots.every((root) => boardScreen.test(root) || boardCode.test(root))
    )
      return "submission-board";
    // Shared by screens that all load `admin-overlays` anyway (the records, the boards, the
    // settings pages, the editor): there, they load the same bytes in the same files, and the
    // screens that load no overlays (the dashboard, the lists) load less.
    const sharedChunk =
      everyScreens === "admin" &&
      roots.every((root) => adminRoute.test(root) && screenLoadsOverlays(root, graph))
        ? "admin-overlays"
        : everyScreens;
    const screens = new Set(
      roots.filter((root) => adminRoute.test(root)).map((root) => root.replace(/\?.*$/, "")),
    );
    if (screens.size >= SHARED_BY_SCREENS) return sharedChunk;
    const families = new Set([...screens].map(screenFamily));
    const [family] = families;
    // An icon is a few hundred bytes: in a family's kit it would make a screen load the kit for
    // it, so an icon that screens of different families share goes with what they all load. One
    // family's icons (a record's, the settings pages') go to its kit, which its screens with a
    // form load anyway, rather than to every screen's `admin`.
    if (lucide.test(id) && screens.size >= 2)
      return families.size === 1 && family ? familyKit(family, everyScreens, id) : sharedChunk;
    if (screens.size < 2) {
      // One screen and the parts it loads lazily (the record and its deck viewer): a file of its
      // own for the code they share would be one more request on the screen's first load, so it
      // joins the kit of the screen's family, which that screen loads anyway.
      const [screen] = screens;
      const family = screen && roots.length > 1 ? screenFamily(screen) : null;
      // What a settings page shares with a part another screen loads on use, needing no zod
      // (the retention period's limits, which People's form reads; the scorecard's query and
      // limits, which a record's reviews read): code of two screens of different families, so
      // with `admin`, a few hundred bytes, rather than in a kit the page would load for it alone
      // (a settings page loads only the kits it draws from, `familiesValidatingOnUse`).
      if (
        screen &&
        family &&
        familiesValidatingOnUse.has(family) &&
        everyScreens === "admin" &&
        sharedWithOtherScreensPart(roots, screen, graph)
      )
        return everyScreens;
      if (family) return familyKit(family, everyScreens, id);
      // What needs zod a screen of no family shares with a form loaded on use (the people
      // page's schemas, which the retention period's form reads too): `admin-forms`, which both
      // load, rather than a file of its own on the screen's first load.
      if (screen && roots.length > 1 && everyScreens === "admin-forms") return everyScreens;
      // An icon a screen of no family shares with a part loaded on use (the dashboard's and a
      // record's reviews'): a file of its own would be one more request on the screen's first
      // load for a few hundred bytes.
      return screen && roots.length > 1 && lucide.test(id) ? sharedChunk : null;
    }
    return families.size === 1 && family ? familyKit(family, everyScreens, id) : sharedChunk;
  };
}

/**
 * The back office's groups (`backOfficeChunks`), one per kind, in this order because a group
 * takes its modules' dependencies with it: the `common` ones first (the public parts load
 * them), then `admin` (every screen loads it, so what it needs must not land in a chunk
 * only some screens load), then the menus' and dialogs' `admin-overlays`, then the kits that
 * need no zod (`familiesWithoutSchemas`), then the rest.
 */
function backOfficeGroups() {
  const chunkOf = backOfficeChunks();
  const group = (priority: number, pick: (chunk: string) => boolean) => ({
    name: (id: string, graph: ModuleGraph) => {
      const chunk = chunkOf(id, graph);
      return chunk !== null && pick(chunk) ? chunk : null;
    },
    priority,
  });
  return [
    group(2, (chunk) => chunk.startsWith("common")),
    group(1.5, (chunk) => chunk === "admin"),
    group(1.2, (chunk) => chunk === "admin-overlays"),
    // Before `admin-forms`, which would take with its schemas the zod-free modules they are
    // built from and that such a kit shares (a perspective's texts).
    group(1.1, (chunk) =>
      [...familiesWithoutSchemas].some((family) => chunk === `admin-kit-${family}`),
    ),
    group(1, () => true),
  ];
}

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
                { name: "vendor", test: vendor, priority: 5 },
                { name: "router", test: router, priority: 4 },
                { name: "shell", test: shell, priority: 3 },
                { name: "forms", test: formLibrary, priority: 2.5 },
                ...backOfficeGroups(),
              ],
            },
          },
        },
      },
}));
