/**
 * The kinds live in app/lib/submission-kinds.ts, where the board view reads them too; this
 * re-export keeps the feature's own imports short.
 */
export * from "~/lib/submission-kinds";
