import type { perspectiveUpdate } from "@shared/schemas/perspective";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { writePerspectives } from "./perspective-events";
import { prepareContent } from "./prepare-content";
import { publicationUpdate } from "./publication/publication-update";

/**
 * Changes the fields sent and leaves the others; returns the updated record, or
 * undefined for an unknown id. The slug stays when the title changes (links keep
 * working); content sent is sanitized again; `publishedAt` is set the first time the
 * perspective is published and never changed after; `updatedAt` becomes now. The
 * `perspective_updated` entry is written in the same transaction.
 */
export async function updatePerspective(
  db: Database,
  id: number,
  update: z.output<typeof perspectiveUpdate>,
  actorId: number | null,
) {
  const { content, published: _published, publishAt: _publishAt, ...fields } = update;
  return writePerspectives(
    db,
    async (tx) => {
      const publication = await publicationUpdate(tx, id, update, new Date());
      const published = publication?.published;
      const publishedNow = published ?? perspectives.published;
      const [record] = await tx
        .update(perspectives)
        .set({
          ...fields,
          ...(content === undefined ? {} : { content: prepareContent(content) }),
          ...publication,
          publishedAt: sql`case when cast(${publishedNow} as boolean) then coalesce(${perspectives.publishedAt}, now()) else ${perspectives.publishedAt} end`,
          updatedAt: sql`now()`,
        })
        .where(eq(perspectives.id, id))
        .returning();
      if (record) {
        await recordActivity(tx, {
          action: "perspective_updated",
          actorId,
          subject: { type: "perspective", id },
          details: { title: record.title },
        });
      }
      return record;
    },
    (record) => record !== undefined,
  );
}
