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
 * The most a public list answers. The public list has no paging (the spec gives none); a
 * company journal stays well under this, and a search or a category narrows it.
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
): Promise<PerspectiveSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(perspectives)
    .where(
      publishedAnd(
        query.search ? containsText(perspectiveSearchText(perspectives), query.search) : undefined,
        query.category ? eq(perspectives.category, query.category) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(Math.min(limit, PUBLIC_LIST_LIMIT));
  return rows.map(toSummary);
}
