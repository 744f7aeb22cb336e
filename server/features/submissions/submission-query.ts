import type {
  ListCursor,
  SortDirection,
  SubmissionFilter,
  SubmissionSortField,
} from "@shared/schemas/admin-lists";
import { asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { containsText } from "../../db/like";
import { scoreSortKey, statusRank } from "../../db/schema";
import { taggedWith } from "./record-tags";
import { staleCondition } from "./stale";
import type { SubmissionSource } from "./submission-source";
import { type ScoreSight, scoreSightOf, visibleScore } from "./visible-score";

/** A filter with "me" replaced by the signed-in staff member's id. */
export type ResolvedFilter =
  | Exclude<SubmissionFilter, { kind: "assignee" }>
  | {
      kind: "assignee";
      assignee: number | null;
    };

/**
 * A list or export query as the server runs it: "me" already resolved, and whose scores the
 * reader sees (contract §14; none when left out).
 */
export type Resolved<Query extends { filter: SubmissionFilter | null }> = Omit<Query, "filter"> & {
  filter: ResolvedFilter | null;
  scoreSight?: ScoreSight;
};

/**
 * Resolves the assignee filter's "me" to the signed-in staff member (contract §10), and the
 * scores they may see (contract §14).
 */
export function forStaff<Query extends { filter: SubmissionFilter | null }>(
  query: Query,
  staff: Parameters<typeof scoreSightOf>[0],
): Resolved<Query> {
  const { filter } = query;
  const scoreSight = scoreSightOf(staff);
  if (filter?.kind === "assignee" && filter.assignee === "me") {
    return { ...query, filter: { kind: "assignee", assignee: staff.id }, scoreSight };
  }
  return { ...query, filter: filter as ResolvedFilter | null, scoreSight };
}

/** The WHERE of a list or export: at most one filter is active (contract §4). */
export function filterCondition(
  source: SubmissionSource,
  filter: ResolvedFilter | null,
): SQL | undefined {
  if (!filter) return undefined;
  switch (filter.kind) {
    case "search":
      return containsText(source.searchText, filter.text);
    case "status":
      return eq(source.table.status, filter.status);
    case "choice":
      return inArray(source.choiceColumn, filter.values);
    case "assignee":
      return filter.assignee === null
        ? isNull(source.table.assigneeId)
        : eq(source.table.assigneeId, filter.assignee);
    case "unread":
      // Written as the partial index's own predicate (a literal, not a parameter), so the
      // planner can prove the index covers it and walks only the records waiting to be read.
      return sql`${source.table.unreadMessages} > 0`;
    case "tag":
      return taggedWith(source, filter.tagId);
    case "stale":
      return staleCondition(source.table, filter.days);
  }
}

/** What each sort field orders by, and the type its value has when it comes back as a cursor. */
function sortKey(source: SubmissionSource, order: Ordering) {
  const { table } = source;
  switch (order.sort) {
    case "name":
      // Case-insensitive, so "alice" and "Alice" sit together.
      return { expression: sql`lower(${table.name})`, type: sql`text` };
    case "status":
      return {
        // Workflow order (new first), not alphabetical.
        expression: statusRank(table.status),
        type: sql`integer`,
      };
    case "createdAt":
      return { expression: sql`${table.createdAt}`, type: sql`timestamptz` };
    case "statusChangedAt":
      return { expression: sql`${table.statusChangedAt}`, type: sql`timestamptz` };
    case "score": {
      // What this reader may see of the score (ADR 037): a blind record sorts with the unscored.
      const score = visibleScore(source, order.scoreSight ?? "none");
      return {
        expression: scoreSortKey(score, order.listDirection ?? order.direction),
        type: sql`double precision`,
      };
    }
    case "reviewCount":
      return { expression: sql`${table.reviewCount}`, type: sql`integer` };
  }
}

type Ordering = {
  sort: SubmissionSortField;
  direction: SortDirection;
  scoreSight?: ScoreSight;
  /** The list's own direction when a page is read backwards: where the unscored sit. */
  listDirection?: SortDirection;
};

/** ORDER BY the sort key, then id, so that rows with equal keys keep a stable order. */
export function ordering(source: SubmissionSource, order: Ordering): SQL[] {
  const by = order.direction === "asc" ? asc : desc;
  return [by(sortKey(source, order).expression), by(source.table.id)];
}

/** Where the previous batch of a keyset read stopped: its last row's sort key (as text) and id. */
export type KeysetCursor = { key: string; id: number };

/** The sort key as text, selected with each row to become the next batch's cursor. */
export function cursorKey(source: SubmissionSource, order: Ordering): SQL<string> {
  return sql<string>`(${sortKey(source, order).expression})::text`;
}

/** Rows strictly after the cursor in the list's order (text round-trips microseconds exactly). */
export function afterCursor(source: SubmissionSource, order: Ordering, cursor: KeysetCursor): SQL {
  const { expression, type } = sortKey(source, order);
  const comparison = order.direction === "asc" ? sql`>` : sql`<`;
  return sql`(${expression}, ${source.table.id}) ${comparison} (cast(${cursor.key} as ${type}), ${cursor.id})`;
}

/**
 * The rows after (or before) the record `cursor.id` in the list's order, for a keyset page:
 * the record's own sort key is read by a subquery, so the cursor is just an id. The subquery
 * names the same table and so reads the record, not the outer row. A record that no longer
 * exists matches nothing.
 */
export function beyondRecord(source: SubmissionSource, order: Ordering, cursor: ListCursor): SQL {
  const { expression } = sortKey(source, order);
  const { table } = source;
  const forward = (order.direction === "asc") === (cursor.from === "after");
  const comparison = forward ? sql`>` : sql`<`;
  return sql`(${expression}, ${table.id}) ${comparison} ((select ${expression} from ${table} where ${table.id} = ${cursor.id}), ${cursor.id})`;
}

/** The opposite order: a page before a record is read backwards, then turned around. */
export const reversed = (order: Ordering): Ordering => ({
  sort: order.sort,
  direction: order.direction === "asc" ? "desc" : "asc",
  scoreSight: order.scoreSight,
  listDirection: order.listDirection ?? order.direction,
});
