import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { media } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { type MediaUse, perspectivesUsing } from "./media-usage";

export type DeleteMediaResult = { deleted: true } | { deleted: false; usedIn: MediaUse[] | null };

/**
 * Deletes an image and its variants unless a perspective uses it (then `usedIn` names them);
 * `usedIn` is null when there was no such image. The check and the delete share a
 * transaction with the `media_deleted` entry.
 */
export async function deleteMedia(
  db: Database,
  id: string,
  actorId: number | null,
): Promise<DeleteMediaResult> {
  return db.transaction(async (tx) => {
    const [image] = await tx
      .select({ id: media.id, alt: media.alt })
      .from(media)
      .where(eq(media.id, id))
      .for("update");
    if (!image) return { deleted: false, usedIn: null };
    const usedIn = await perspectivesUsing(tx, id);
    if (usedIn.length > 0) return { deleted: false, usedIn };
    await tx.delete(media).where(eq(media.id, id));
    await recordActivity(tx, {
      action: "media_deleted",
      actorId,
      details: { mediaId: id, alt: image.alt },
    });
    return { deleted: true };
  });
}
