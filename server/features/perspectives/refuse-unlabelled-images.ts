import { contentImages, isEmptyAlt, parseMediaUrl } from "@shared/schemas/media";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { media } from "../../db/schema";
import { ValidationError } from "../../lib/errors";

export const unlabelledImageMessage = (src: string) =>
  `The image ${src} has no alt text. Describe it for people who cannot see it, or mark it decorative, before publishing.`;

/**
 * Refuses (400 naming the image, on `content`) to publish or schedule an article whose
 * content has an uploaded image without alt text, unless that image was marked decorative
 * when it was uploaded (contract §15). Called inside the save's transaction, after the write,
 * so it judges the state being saved whichever fields the save sent; a refusal rolls it back.
 */
export async function refuseUnlabelledImages(
  tx: Pick<Database, "select">,
  perspective: { content: string; published: boolean; publishAt?: Date | null },
): Promise<void> {
  if (!perspective.published && !perspective.publishAt) return;
  const unlabelled = contentImages(perspective.content)
    .filter((image) => isEmptyAlt(image.alt))
    .map((image) => ({ src: image.src, media: parseMediaUrl(image.src) }))
    .filter((image) => image.media !== null);
  if (unlabelled.length === 0) return;
  const ids = [...new Set(unlabelled.map((image) => image.media?.id as string))];
  const decorative = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.decorative, true)));
  const decorativeIds = new Set(decorative.map((row) => row.id));
  const first = unlabelled.find((image) => !decorativeIds.has(image.media?.id as string));
  if (first) {
    throw new ValidationError([{ path: "content", message: unlabelledImageMessage(first.src) }]);
  }
}
