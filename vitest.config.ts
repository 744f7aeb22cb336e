import { configDefaults, defineConfig } from "vitest/config";

// Vitest reads this file instead of vite.config.ts, so the React Router and Tailwind
// plugins stay out of the tests; only the tsconfig path aliases are needed.

/** API tests drive the Fastify app through `app.inject`; each runs on both databases. */
const apiTests = ["server/**/*.api.test.ts"];
/** API tests that only make sense for the embedded database (files on disk). */
const pgliteOnlyTests = "server/**/*.pglite.api.test.ts";
/** API tests that only make sense for a PostgreSQL server (its own connections). */
const postgresOnlyTests = "server/**/*.postgres.api.test.ts";
/** Opening an on-disk PGlite takes seconds on a busy 2-core machine. */
const apiTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
const consoleGuard = "tests/support/fail-on-console-error.ts";
/** One real clamd per API run, for the decks' scans (contract §17): `inject("clamdUrl")`. */
const clamdServer = "tests/support/clamd-server.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: [
            "shared/**/*.test.ts",
            "server/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, "**/*.api.test.ts"],
          setupFiles: [consoleGuard],
        },
      },
      {
        extends: true,
        test: {
          name: "api-pglite",
          environment: "node",
          include: apiTests,
          exclude: [...configDefaults.exclude, postgresOnlyTests],
          ...apiTimeouts,
          env: { TEST_DATABASE: "pglite" },
          globalSetup: ["tests/support/pglite-snapshot.ts", clamdServer],
          setupFiles: [consoleGuard],
        },
      },
      {
        extends: true,
        test: {
          name: "api-postgres",
          environment: "node",
          include: apiTests,
          exclude: [...configDefaults.exclude, pgliteOnlyTests],
          ...apiTimeouts,
          env: { TEST_DATABASE: "postgres" },
          globalSetup: ["tests/support/postgres-server.ts", clamdServer],
          setupFiles: [consoleGuard],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          // One site and one browser serve the whole run: files take turns.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "operator",
          environment: "node",
          include: ["tests/operator/**/*.test.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
