import { byTagName, type Tag } from "@shared/schemas/tags";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { recordTags, tags } from "../../db/schema";
import type { SubmissionSource } from "./submission-source";

/** A tag as the API answers it (contract §14). */
export const tagColumns = { id: tags.id, name: tags.name, colour: tags.colour };

/**
 * A record's tags (contract §14), read with lists, details and the records a change returns.
 * The tags feature (server/features/tags) manages the tags and sets a record's.
 */

/** The `record_tags` column that points at a record of this kind. */
export function recordColumn(source: Pick<SubmissionSource, "activitySubject">) {
  return source.activitySubject === "startup_idea"
    ? recordTags.startupIdeaId
    : recordTags.investmentInterestId;
}

/** The tags of each of these records, by record id, in one query (a list page's rows). */
export async function tagsOfRecords(
  db: Database | Transaction,
  source: SubmissionSource,
  ids: readonly number[],
): Promise<Map<number, Tag[]>> {
  const byRecord = new Map<number, Tag[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byRecord;
  const column = recordColumn(source);
  const rows = await db
    .select({ recordId: column, ...tagColumns })
    .from(recordTags)
    .innerJoin(tags, eq(tags.id, recordTags.tagId))
    .where(inArray(column, [...ids]));
  for (const { recordId, ...tag } of rows) {
    if (recordId !== null) byRecord.get(recordId)?.push(tag);
  }
  for (const list of byRecord.values()) list.sort(byTagName);
  return byRecord;
}

/** Rows (a list page) or one record, each with its `tags` (contract §14). */
export async function withTags<Row extends { id: number }>(
  db: Database | Transaction,
  source: SubmissionSource,
  rows: Row[],
): Promise<(Row & { tags: Tag[] })[]> {
  const byRecord = await tagsOfRecords(
    db,
    source,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, tags: byRecord.get(row.id) ?? [] }));
}

/**
 * A list row's tags as a JSON array, read in the page's own statement (a subquery per row on
 * `record_tags`' index): a second query for the page's tags cost a round trip and building and
 * mapping it. In id order; `byTagName` orders them as every other answer does.
 */
export function tagsOfListedRecord(source: SubmissionSource): SQL<Tag[]> {
  // Every name qualified by hand: in a one-table select, Drizzle writes a selected
  // expression's columns unqualified, and `id` would then be the tag's, not the record's.
  const record = sql`${source.table}.${sql.identifier(source.table.id.name)}`;
  return sql<Tag[]>`coalesce((select json_agg(json_build_object(
      'id', tag.id, 'name', tag.name, 'colour', tag.colour) order by tag.id)
    from ${recordTags} tagging join ${tags} tag on tag.id = tagging.tag_id
    where tagging.${sql.identifier(recordColumn(source).name)} = ${record}), '[]'::json)`;
}

/** One record with its tags; undefined stays undefined (an unknown id). */
export async function recordWithTags<Row extends { id: number }>(
  db: Database | Transaction,
  source: SubmissionSource,
  record: Row | undefined,
): Promise<(Row & { tags: Tag[] }) | undefined> {
  if (!record) return undefined;
  const [tagged] = await withTags(db, source, [record]);
  return tagged;
}

/**
 * The tag filter (contract §14): the record carries this tag. A semi-join the planner may run
 * either way: walking the list's sort index and probing (tag, record) for a common tag, or
 * reading the tag's rows first and sorting them for a rare one (ADR "tags at scale").
 */
export function taggedWith(source: SubmissionSource, tagId: number): SQL {
  return sql`exists (select 1 from ${recordTags} where ${recordTags.tagId} = ${tagId} and ${recordColumn(source)} = ${source.table.id})`;
}

/** How many records of this kind carry the tag: the tag's count, kept by record_tags' triggers. */
export async function countTagged(
  db: Database,
  source: SubmissionSource,
  tagId: number,
): Promise<number> {
  const counted =
    source.activitySubject === "startup_idea"
      ? tags.startupIdeaCount
      : tags.investmentInterestCount;
  const [row] = await db.select({ n: counted }).from(tags).where(eq(tags.id, tagId));
  return row?.n ?? 0;
}

/**
 * The CSV's Tags cell as the database gives it: the record's tag ids ("3,7", or NULL for none),
 * kept on the record by record_tags' triggers (migration 0031, ADR 026), which leave the ids of
 * deleted tags; the export writes the names of those there are (`tagNameBook`). A subquery per
 * row on record_tags, even one that only probed its index, was a third of the database's time
 * in a million-row export.
 */
export function tagIdsText(table: SubmissionSource["table"]): SQL {
  return sql`array_to_string(${table}.${sql.identifier("tag_ids")}, ',')`;
}

const idsIn = (text: string) => text.split(",").map(Number);

/**
 * Every tag's name, read once for an export and again when a record carries a tag not read
 * yet (one made while the export runs, or one deleted: the ids of deleted tags stay on the
 * records). Tags are a studio's few dozen words, not its records.
 */
export function tagNameBook(db: Database) {
  let byId = new Map<number, Tag>();
  /** Ids read again and not found: deleted tags, never read again. */
  const gone = new Set<number>();
  const unknown = (id: number) => !byId.has(id) && !gone.has(id);
  return {
    /** Reads the names (again) unless every tag these cells list is known. */
    async cover(cells: Iterable<string | null>) {
      const missing = [...cells].flatMap((text) => (text ? idsIn(text).filter(unknown) : []));
      if (missing.length === 0) return;
      byId = new Map((await db.select(tagColumns).from(tags)).map((tag) => [tag.id, tag]));
      for (const id of missing) if (!byId.has(id)) gone.add(id);
    },
    /** The names, by name as every answer orders them, joined by ", "; none gives NULL. */
    cell(text: string | null): string | null {
      if (!text) return null;
      const named = idsIn(text).flatMap((id) => byId.get(id) ?? []);
      return named.length === 0
        ? null
        : named
            .sort(byTagName)
            .map((tag) => tag.name)
            .join(", ");
    },
  };
}
