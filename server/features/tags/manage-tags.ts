import type { Tag, TagPatch, TagPayload } from "@shared/schemas/tags";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../db/constraint-violation";
import { recordTags, tags } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { tagColumns } from "../submissions/record-tags";

/**
 * The team's tags (contract §14): every change is logged site-wide as `tag_changed`, in the
 * transaction that makes it, with the tag as it was and as it became.
 */

/** Every tag, by name whatever its case. */
export function listTags(db: Database): Promise<Tag[]> {
  return db
    .select(tagColumns)
    .from(tags)
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
}

/** The new tag, or undefined when another already has this name (in any case). */
export function createTag(
  db: Database,
  tag: TagPayload,
  actorId: number,
): Promise<Tag | undefined> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(tags).values(tag).onConflictDoNothing().returning(tagColumns);
    if (created) {
      await recordActivity(tx, {
        action: "tag_changed",
        actorId,
        details: { change: "created", tag: created },
      });
    }
    return created;
  });
}

export type TagUpdate =
  | { outcome: "updated"; tag: Tag }
  | { outcome: "not-found" }
  | { outcome: "name-taken" };

/** Renames or recolours a tag; a change to nothing new changes and logs nothing. */
export async function updateTag(
  db: Database,
  id: number,
  patch: TagPatch,
  actorId: number,
): Promise<TagUpdate> {
  try {
    return await db.transaction(async (tx): Promise<TagUpdate> => {
      const [before] = await tx.select(tagColumns).from(tags).where(eq(tags.id, id)).for("update");
      if (!before) return { outcome: "not-found" };
      const after = { ...before, ...patch };
      if (after.name === before.name && after.colour === before.colour) {
        return { outcome: "updated", tag: before };
      }
      const [tag] = await tx
        .update(tags)
        .set({ name: after.name, colour: after.colour })
        .where(eq(tags.id, id))
        .returning(tagColumns);
      if (!tag) return { outcome: "not-found" };
      await recordActivity(tx, {
        action: "tag_changed",
        actorId,
        details: { change: "changed", tag, from: { name: before.name, colour: before.colour } },
      });
      return { outcome: "updated", tag };
    });
  } catch (error) {
    // The unique index on lower(name) is the one judge of a clash, races included.
    if (isUniqueViolation(error)) return { outcome: "name-taken" };
    throw error;
  }
}

/**
 * Deletes a tag: every record loses it (its `record_tags` rows go with it). Logged once,
 * site-wide, with how many records carried it; false for an unknown tag.
 */
export function deleteTag(db: Database, id: number, actorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [carried] = await tx
      .select({ n: count() })
      .from(recordTags)
      .where(eq(recordTags.tagId, id));
    const [tag] = await tx.delete(tags).where(eq(tags.id, id)).returning(tagColumns);
    if (!tag) return false;
    await recordActivity(tx, {
      action: "tag_changed",
      actorId,
      details: { change: "deleted", tag, records: carried?.n ?? 0 },
    });
    return true;
  });
}
