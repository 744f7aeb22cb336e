import { type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../server/db/client";
import { rowsOf } from "../../server/db/rows";

/** One node of PostgreSQL's EXPLAIN (FORMAT JSON) plan. */
export type PlanNode = { "Node Type": string; "Index Name"?: string; Plans?: PlanNode[] };

/** EXPLAIN (FORMAT JSON) of a query, run with its parameters as the server sends them. */
export async function explainPlan(
  db: Database | Transaction,
  query: SQL | { getSQL(): SQL },
): Promise<PlanNode> {
  const statement = "getSQL" in query ? query.getSQL() : query;
  const [row] = await rowsOf<{ "QUERY PLAN": [{ Plan: PlanNode }] | string }>(
    db,
    sql`explain (format json) ${statement}`,
  );
  const cell = row?.["QUERY PLAN"] ?? "[]";
  const parsed = typeof cell === "string" ? JSON.parse(cell) : cell;
  return parsed[0].Plan;
}

/** The node and every node below it. */
export const planNodes = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).flatMap(planNodes),
];

/** The indexes the plan reads. */
export const indexesOf = (node: PlanNode) =>
  planNodes(node).flatMap((each) => each["Index Name"] ?? []);

/** The plan's node types ("Seq Scan", "Index Only Scan", …). */
export const nodeTypesOf = (node: PlanNode) => planNodes(node).map((each) => each["Node Type"]);
