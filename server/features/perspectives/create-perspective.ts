import type { perspectiveInput } from "@shared/schemas/perspective";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { queuePerspectivePublished } from "../../lib/webhooks/events";
import { makeSlug } from "./make-slug";
import { writePerspectives } from "./perspective-events";
import { prepareContent } from "./prepare-content";
import { publicationColumns } from "./publication/publication";
import { refuseUnlabelledImages } from "./refuse-unlabelled-images";
import { keepRevision } from "./revisions/keep-revision";

/**
 * Enough for any number of writers creating the same title at once: each round at
 * least one of them gets its slug.
 */
const SLUG_ATTEMPTS = 20;

/**
 * Stores a new perspective with a unique slug made from its title and its content
 * sanitized; `publishedAt` is now when it is created published. Another writer may
 * take the chosen slug first: the unique index refuses the row, and the slug is chosen
 * again. The `perspective_created` entry is written in the same transaction.
 */
export async function createPerspective(
  db: Database,
  input: z.output<typeof perspectiveInput>,
  actorId: number | null,
) {
  const publication = publicationColumns(input, new Date());
  const values = {
    ...input,
    ...publication,
    content: prepareContent(input.content),
    publishedAt: publication.published ? sql`now()` : null,
  };
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const record = await writePerspectives(
      db,
      async (tx) => {
        const [inserted] = await tx
          .insert(perspectives)
          .values({ ...values, slug: await makeSlug(tx, input.title), updatedBy: actorId })
          .onConflictDoNothing({ target: perspectives.slug })
          .returning();
        if (inserted) {
          await keepRevision(tx, inserted, actorId);
          await refuseUnlabelledImages(tx, inserted);
          await recordActivity(tx, {
            action: "perspective_created",
            actorId,
            subject: { type: "perspective", id: inserted.id },
            details: { title: inserted.title },
          });
          if (inserted.published) await queuePerspectivePublished(tx, inserted);
        }
        return inserted;
      },
      (inserted) => inserted !== undefined,
    );
    if (record) return record;
  }
  throw new Error(`no free slug for "${input.title}" after ${SLUG_ATTEMPTS} attempts`);
}
