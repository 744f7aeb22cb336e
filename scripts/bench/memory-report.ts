// The server's resident memory right after it starts and after the bench's load, with the
// budgets of issue 26, as it reads in the console and in docs/benchmarks.md.
import { megabytes, table, verdict } from "./markdown";
import type { DatabaseKind } from "./site";

const MB = 1024 * 1024;

/**
 * The embedded database lives in the server's own process (PGlite's WebAssembly memory and
 * compiled code), so its budgets are the larger; PostgreSQL's server is a process of its own.
 */
export const MEMORY_BUDGETS: Record<
  DatabaseKind,
  { afterStartBytes: number; afterLoadBytes: number }
> = {
  pglite: { afterStartBytes: 250 * MB, afterLoadBytes: 400 * MB },
  postgres: { afterStartBytes: 200 * MB, afterLoadBytes: 250 * MB },
};

export type ResidentMemory = {
  /** VmRSS once the server answers its health check (the seeded database opened). */
  afterStartBytes: number;
  /** VmRSS after every measurement of the database's run (targets, export, upload). */
  afterLoadBytes: number;
  pass: boolean;
};

/** Both figures against the database's budgets. */
export function judgeMemory(
  kind: DatabaseKind,
  afterStartBytes: number,
  afterLoadBytes: number,
): ResidentMemory {
  const budget = MEMORY_BUDGETS[kind];
  return {
    afterStartBytes,
    afterLoadBytes,
    pass: afterStartBytes <= budget.afterStartBytes && afterLoadBytes <= budget.afterLoadBytes,
  };
}

const budgetText = (kind: DatabaseKind) =>
  `≤ ${megabytes(MEMORY_BUDGETS[kind].afterStartBytes)} after start, ≤ ${megabytes(MEMORY_BUDGETS[kind].afterLoadBytes)} after load`;

/** One line for the console. */
export function describeMemory(kind: DatabaseKind, memory: ResidentMemory) {
  return `RSS ${megabytes(memory.afterStartBytes)} after start, ${megabytes(memory.afterLoadBytes)} after load — budget ${budgetText(kind)}: ${memory.pass ? "ok" : "MISSED"}`;
}

/** The section of docs/benchmarks.md; none when no database measured it. */
export function renderMemory(
  results: { kind: DatabaseKind; memory?: ResidentMemory }[],
  names: Record<DatabaseKind, string>,
) {
  const measured = results.flatMap(({ kind, memory }) => (memory ? [{ kind, memory }] : []));
  if (measured.length === 0) return [];
  const rows = measured.map(({ kind, memory }) => [
    names[kind],
    megabytes(memory.afterStartBytes),
    megabytes(memory.afterLoadBytes),
    budgetText(kind),
    verdict(memory.pass),
  ]);
  return [
    "## The server's memory",
    "",
    "The server's resident set (VmRSS) once it answers its health check on the seeded database, and again after every measurement above on that database. On PGlite the database runs inside the server's process; PostgreSQL's own processes are not counted.",
    "",
    table(["database", "after start", "after load", "budget", "result"], rows, [
      "left",
      "right",
      "right",
      "left",
      "left",
    ]),
    "",
  ];
}
