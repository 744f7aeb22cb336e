import type { perspectiveUpdate } from "@shared/schemas/perspective";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { queuePerspectivePublished } from "../../lib/webhooks/events";
import { writePerspectives } from "./perspective-events";
import { prepareContent } from "./prepare-content";
import { publicationUpdate } from "./publication/publication-update";
import { refuseUnlabelledImages } from "./refuse-unlabelled-images";
import { keepRevision } from "./revisions/keep-revision";

/**
 * Changes the fields sent and leaves the others; returns the updated record, or
 * undefined for an unknown id. The slug stays when the title changes (links keep
 * working); content sent is sanitized again; `publishedAt` is set the first time the
 * perspective is published and never changed after; `updatedAt` becomes now. The
 * revision (contract §15) and, unless the save folded into the latest one, the
 * `perspective_updated` entry are written in the same transaction. With `expectedVersion`, only that version is changed (undefined otherwise):
 * the check is in the UPDATE, so of two saves from one version exactly one wins.
 */
export async function updatePerspective(
  db: Database,
  id: number,
  update: z.output<typeof perspectiveUpdate>,
  actorId: number | null,
  expectedVersion?: number,
) {
  const { content, published: _published, publishAt: _publishAt, autosave, ...fields } = update;
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
          version: sql`${perspectives.version} + 1`,
          updatedBy: actorId,
        })
        .where(
          and(
            eq(perspectives.id, id),
            expectedVersion === undefined ? undefined : eq(perspectives.version, expectedVersion),
          ),
        )
        .returning();
      if (record) await refuseUnlabelledImages(tx, record);
      // Published for the first time by this save: `publishedAt` and `updatedAt` are both this
      // transaction's now(); a later save moves only `updatedAt` (webhooks, contract §19).
      if (record?.published && record.publishedAt?.getTime() === record.updatedAt.getTime()) {
        await queuePerspectivePublished(tx, record);
      }
      // The activity names the save that began a revision: a typing session's autosaves,
      // folded into it, would fill the log with one line per pause.
      if (record && (await keepRevision(tx, record, actorId, autosave))) {
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
