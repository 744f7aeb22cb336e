import { byTagName, type Tag } from "@shared/schemas/tags";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
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
 * The CSV's Tags cell: the record's tag names by name, joined by ", ", written in SQL. Most
 * records carry no tag: an index probe says so first, and only a tagged record's names are
 * joined, sorted and aggregated (at 300,000 ideas, one in ten tagged, the cell cost 360 ms of
 * the export without the probe and 85–115 ms with it). The probe is a `limit 1` subquery, not
 * `exists`: PostgreSQL may run an `exists` as a hashed subplan, reading every tagged record
 * into a hash for each batch of the export (at a million ideas, 30 ms of a batch's 42 ms).
 */
export function tagNamesText(
  activitySubject: SubmissionSource["activitySubject"],
  recordId: PgColumn,
): SQL {
  const ofRecord = sql`${recordColumn({ activitySubject })} = ${recordId}`;
  return sql`case when (select true from ${recordTags} where ${ofRecord} limit 1) then
    (select string_agg(${tags.name}, ', ' order by lower(${tags.name}), ${tags.id})
      from ${recordTags} join ${tags} on ${tags.id} = ${recordTags.tagId} where ${ofRecord})
    end`;
}
