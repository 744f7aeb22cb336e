import type { PerspectiveSummary, PublicPerspectiveQuery } from "@shared/schemas/perspective";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { containsText } from "../../db/like";
import { perspectiveSearchText, strategicPerspectives as perspectives } from "../../db/schema";
import {
  newestFirst,
  publishedAnd,
  summaryColumns,
  toSummary,
} from "./published-perspective-fields";

/**
 * The most `GET /api/perspectives` answers: it has no paging (the spec gives none), and a
 * search or a category narrows it. The /perspectives page shows its matches in pages.
 */
export const PUBLIC_LIST_LIMIT = 100;

/**
 * Published perspectives, newest first, without their content: optionally those whose
 * title, summary or author name contains `search` (case-insensitive) and of one category.
 */
export async function listPublishedPerspectives(
  db: Database,
  query: Partial<PublicPerspectiveQuery> = {},
  limit: number = PUBLIC_LIST_LIMIT,
  offset = 0,
): Promise<PerspectiveSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(perspectives)
    .where(matching(query))
    .orderBy(...newestFirst)
    .limit(Math.min(limit, PUBLIC_LIST_LIMIT))
    .offset(offset);
  return rows.map(toSummary);
}

/** How many published perspectives match (the /perspectives page counts them for its pages). */
export function countPublishedPerspectives(
  db: Database,
  query: Partial<PublicPerspectiveQuery> = {},
): Promise<number> {
  return db.$count(perspectives, matching(query));
}

function matching(query: Partial<PublicPerspectiveQuery>) {
  return publishedAnd(
    query.search ? containsText(perspectiveSearchText(perspectives), query.search) : undefined,
    query.category ? eq(perspectives.category, query.category) : undefined,
  );
}
