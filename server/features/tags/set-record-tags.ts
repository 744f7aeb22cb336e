import { byTagName, type Tag } from "@shared/schemas/tags";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { recordTags, tags } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { recordColumn, recordWithTags, tagColumns } from "../submissions/record-tags";
import type { SubmissionSource } from "../submissions/submission-source";

export type SetTagsResult<Row> =
  | { outcome: "tagged"; record: Row & { tags: Tag[] } }
  | { outcome: "not-found" }
  | { outcome: "unknown-tag" };

const named = ({ id, name }: Tag) => ({ id, name });

/**
 * Gives a record exactly these tags (contract §14). What changed is logged as `tags_changed`
 * {added, removed} (each `{id, name}`) in the same transaction; the same set again changes
 * and logs nothing. The record is locked, so two people tagging at once each log their own
 * change; the tags are share-locked, so none is deleted between the check and the insert.
 */
export async function setRecordTags<Source extends SubmissionSource>(
  db: Database,
  source: Source,
  id: number,
  tagIds: readonly number[],
  actorId: number,
): Promise<SetTagsResult<Source["table"]["$inferSelect"]>> {
  const table = source.table;
  const column = recordColumn(source);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!locked) return { outcome: "not-found" };
    const wanted =
      tagIds.length === 0
        ? []
        : await tx
            .select(tagColumns)
            .from(tags)
            .where(inArray(tags.id, [...tagIds]))
            .for("key share");
    if (wanted.length !== tagIds.length) return { outcome: "unknown-tag" };

    const current = await tx
      .select(tagColumns)
      .from(recordTags)
      .innerJoin(tags, eq(tags.id, recordTags.tagId))
      .where(eq(column, id));
    const currentIds = new Set(current.map((tag) => tag.id));
    const added = wanted.filter((tag) => !currentIds.has(tag.id)).sort(byTagName);
    const removed = current.filter((tag) => !tagIds.includes(tag.id)).sort(byTagName);

    if (removed.length > 0) {
      await tx.delete(recordTags).where(
        and(
          eq(column, id),
          inArray(
            recordTags.tagId,
            removed.map((tag) => tag.id),
          ),
        ),
      );
    }
    if (added.length > 0) {
      const owner =
        source.activitySubject === "startup_idea"
          ? { startupIdeaId: id }
          : { investmentInterestId: id };
      await tx.insert(recordTags).values(added.map((tag) => ({ tagId: tag.id, ...owner })));
    }
    if (added.length > 0 || removed.length > 0) {
      await tx.update(table).set({ updatedAt: sql`now()` }).where(eq(table.id, id));
      await recordActivity(tx, {
        action: "tags_changed",
        actorId,
        subject: { type: source.activitySubject, id },
        details: { added: added.map(named), removed: removed.map(named) },
      });
    }
    const [record] = await tx.select().from(table).where(eq(table.id, id));
    const tagged = await recordWithTags(tx, source, record);
    if (!tagged) return { outcome: "not-found" };
    return { outcome: "tagged", record: tagged };
  });
}
