import { asc, like, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";

/** The perspectives (draft or published) whose content, cover or author photo uses an image. */
export type MediaUse = { id: number; title: string };

/** A perspective uses an image when one of its fields holds `/media/{id}/`. */
export function usesMedia(mediaId: SQL | string): SQL {
  const pattern = sql`'%/media/' || ${mediaId} || '/%'`;
  return or(
    like(perspectives.content, pattern),
    like(perspectives.coverImage, pattern),
    like(perspectives.authorImage, pattern),
  ) as SQL;
}

/** Who uses the image `mediaId`, in id order. */
export function perspectivesUsing(db: Pick<Database, "select">, mediaId: string) {
  return db
    .select({ id: perspectives.id, title: perspectives.title })
    .from(perspectives)
    .where(usesMedia(mediaId))
    .orderBy(asc(perspectives.id));
}
