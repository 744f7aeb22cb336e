import { largestMediaUrl, type MediaFormat, type MediaRecord } from "@shared/schemas/media";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { media, strategicPerspectives as perspectives } from "../../db/schema";
import { usesMedia } from "./media-usage";

/** The columns that describe an image (never its bytes). */
export const mediaColumns = {
  id: media.id,
  format: media.format,
  width: media.width,
  height: media.height,
  alt: media.alt,
  decorative: media.decorative,
  byteSize: media.byteSize,
  createdAt: media.createdAt,
};

/** Every image, newest first, with the perspectives that use it (contract §15). */
export async function listMedia(db: Database): Promise<MediaRecord[]> {
  const used = db
    .select({
      uses: sql<
        { id: number; title: string }[]
      >`coalesce(json_agg(json_build_object('id', ${perspectives.id}, 'title', ${perspectives.title}) order by ${perspectives.id}), '[]'::json)`,
    })
    .from(perspectives)
    .where(usesMedia(sql`${media.id}::text`));
  const rows = await db
    .select({ ...mediaColumns, usedIn: sql<{ id: number; title: string }[]>`(${used})` })
    .from(media)
    .orderBy(desc(media.createdAt), desc(media.id));
  return rows.map((row) => ({
    ...toRecordBase(row),
    createdAt: row.createdAt.toISOString(),
    usedBy: row.usedIn.map((use) => use.id),
    usedIn: row.usedIn,
  }));
}

function toRecordBase(row: {
  id: string;
  format: string;
  width: number;
  height: number;
  alt: string;
  decorative: boolean;
  byteSize: number;
}) {
  const format = row.format as MediaFormat;
  return {
    id: row.id,
    url: largestMediaUrl(row.id, row.width, format),
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative,
    format,
    byteSize: row.byteSize,
  };
}

/** One image's description, or undefined. */
export async function findMedia(db: Database, id: string) {
  const [row] = await db.select(mediaColumns).from(media).where(eq(media.id, id));
  return row;
}
