import type { MediaFormat } from "@shared/schemas/media";
import { eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { media, mediaVariants } from "../../db/schema";
import { makeVariant, variantsOf, withOriginal } from "./media-variant";

/**
 * How long an image stays with the worker that claimed it: ample for its five variants even
 * on a busy small server; if that worker's instance stops, another takes the image after it.
 */
const LEASE = sql`now() + interval '2 minutes'`;

export type DueImage = { id: string; format: MediaFormat; width: number };

/**
 * The image that has waited longest for its variants, claimed for this worker (ADR 046): its
 * row taken `FOR UPDATE SKIP LOCKED` and its due time moved past the lease in one statement,
 * so no other instance takes it meanwhile, and no transaction is held while it is worked.
 */
export async function claimDueImage(db: Database): Promise<DueImage | null> {
  const due = db
    .select({ id: media.id })
    .from(media)
    .where(lte(media.variantsDueAt, sql`now()`))
    .orderBy(media.variantsDueAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [image] = await db
    .update(media)
    .set({ variantsDueAt: LEASE })
    .where(inArray(media.id, due))
    .returning({ id: media.id, format: media.format, width: media.width });
  return image ? { ...image, format: image.format as MediaFormat } : null;
}

/**
 * Makes a claimed image's variants that do not exist yet (a visitor may have had some made
 * already), one after another from its original read once: one decoded image at a time.
 * Then the image is no longer due. An image deleted meanwhile ends the work quietly; a stop
 * ends it between variants, and the lease hands the rest to a later look.
 */
export async function makeDueVariants(db: Database, image: DueImage, signal: AbortSignal) {
  const made = await db
    .select({ width: mediaVariants.width, format: mediaVariants.format })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, image.id));
  const missing = variantsOf(image).filter(
    (variant) =>
      !made.some(({ width, format }) => width === variant.width && format === variant.format),
  );
  const done =
    missing.length === 0 ||
    (await withOriginal(db, image.id, async (original) => {
      // Held here while the variants are made, so requests for them meanwhile share it.
      if (!original) return false;
      for (const variant of missing) {
        if (signal.aborted) return false;
        if (!(await makeVariant(db, image.format, variant))) return false;
      }
      return true;
    }));
  if (!done) return;
  await db.update(media).set({ variantsDueAt: null }).where(eq(media.id, image.id));
}
