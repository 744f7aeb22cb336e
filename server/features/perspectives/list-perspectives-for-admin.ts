import type {
  PerspectiveFilter,
  PerspectiveListQuery,
} from "@shared/schemas/perspective-admin-list";
import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { containsText } from "../../db/like";
import { perspectiveSearchText, strategicPerspectives as perspectives } from "../../db/schema";
import { perspectiveSummaryColumns } from "./perspective-columns";
import { publicationAnswer } from "./publication/publication";

/** The WHERE of the list: at most one filter is active (contract §5). */
export function filterCondition(filter: PerspectiveFilter | null): SQL | undefined {
  if (!filter) return undefined;
  switch (filter.kind) {
    case "search":
      // The expression of the trigram index, so that the index can serve the search.
      return containsText(perspectiveSearchText(perspectives), filter.text);
    case "category":
      return eq(perspectives.category, filter.category);
  }
}

/**
 * ORDER BY the sort key, then id. Titles sort case-insensitively; perspectives never
 * published (no publishedAt) come last in either direction.
 */
export function ordering({
  sort,
  direction,
}: Pick<PerspectiveListQuery, "sort" | "direction">): SQL[] {
  const by = direction === "asc" ? asc : desc;
  const key =
    sort === "title"
      ? by(sql`lower(${perspectives.title})`)
      : sql`${perspectives.publishedAt} ${sql.raw(direction)} nulls last`;
  return [key, by(perspectives.id)];
}

/** One page of the admin list, without the article bodies, and how many match in all. */
export async function listPerspectivesForAdmin(db: Database, query: PerspectiveListQuery) {
  const where = filterCondition(query.filter);
  const [rows, total] = await Promise.all([
    db
      .select(perspectiveSummaryColumns)
      .from(perspectives)
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(perspectives, where),
  ]);
  return { rows: rows.map(publicationAnswer), total };
}
