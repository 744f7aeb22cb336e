import type { PerspectiveRecord, PerspectiveSummary } from "@shared/schemas/perspective";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { perspectiveSummaryColumns } from "./perspective-columns";
import { publicationAnswer } from "./publication/publication";

/** A list card's columns (everything but the body), as the admin list selects them. */
export const summaryColumns = perspectiveSummaryColumns;

export const recordColumns = { ...summaryColumns, content: perspectives.content };

type Dated = { publishedAt: Date | null; publishAt: Date | null; createdAt: Date; updatedAt: Date };

/** Rows leave with ISO-8601 dates, as the API sends them and the pages expect them. */
function withIsoDates<Row extends Dated & { published: boolean }>(stored: Row) {
  const row = publicationAnswer(stored);
  return {
    ...row,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishAt: row.publishAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Stored<Answer> = Omit<Answer, keyof Dated | "status"> & Dated;
export const toSummary = (row: Stored<PerspectiveSummary>): PerspectiveSummary => withIsoDates(row);
export const toRecord = (row: Stored<PerspectiveRecord>): PerspectiveRecord => withIsoDates(row);

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
