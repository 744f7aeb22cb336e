// What `npm start` (package.json) gives the server beyond the site's own settings, for every
// other place that starts `node build/app/main.js` itself: the bench (scripts/bench/site.ts),
// the browser tests (tests/e2e/global-setup.ts) and the operator tests. start-options.test.ts
// keeps these equal to the start script.

/**
 * The environment: glibc returns every block of 32 kB or more to the system when freed, where
 * it would keep the memory of V8's compilers and PGlite's start (about 80 MB) for good (issue
 * 26), and keeps two malloc arenas, not one per thread, so image work leaves no memory behind
 * (ADR 039). Put before the caller's environment, as npm start lets an operator's own win.
 */
export const START_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "32768" };
/**
 * The options given to Node: V8's young generation at most 2 × 8 MB rather than 2 × 16, about
 * 15 MB less resident all the time, for a few more of its quick collections; and its old
 * generation collected once it has grown by half, not by up to four times what it held after
 * the last collection: under load the server carried some 90 MB of garbage (RSS 240 MB on
 * PostgreSQL after the bench's load, 122 MB once V8 collected it, 30 s later) (issue 26).
 */
export const START_NODE_ARGS = ["--max-semi-space-size=8", "--heap-growing-percent=50"];
