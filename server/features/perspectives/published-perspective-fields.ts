import type { PerspectiveRecord, PerspectiveSummary } from "@shared/schemas/perspective";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { perspectiveSummaryColumns } from "./perspective-columns";

/** A list card's columns (everything but the body), as the admin list selects them. */
export const summaryColumns = perspectiveSummaryColumns;

export const recordColumns = { ...summaryColumns, content: perspectives.content };

type Dated = { publishedAt: Date | null; createdAt: Date; updatedAt: Date };

/** Rows leave with ISO-8601 dates, as the API sends them and the pages expect them. */
function withIsoDates<Row extends Dated>(row: Row) {
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toSummary = (row: Omit<PerspectiveSummary, keyof Dated> & Dated): PerspectiveSummary =>
  withIsoDates(row);
export const toRecord = (row: Omit<PerspectiveRecord, keyof Dated> & Dated): PerspectiveRecord =>
  withIsoDates(row);

/** Only published perspectives are public (contract §5), plus any further conditions. */
export const publishedAnd = (...conditions: (SQL | undefined)[]) =>
  and(eq(perspectives.published, true), ...conditions);

/**
 * Newest first. `nulls last` matches the published index (drizzle's desc() alone would put
 * a published row without a date first); the id keeps rows with equal dates in a stable order.
 */
export const newestFirst = [
  sql`${perspectives.publishedAt} desc nulls last`,
  desc(perspectives.id),
];
