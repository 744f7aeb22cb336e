import type { RevisionFields } from "@shared/schemas/perspective-revisions";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import {
  strategicPerspectives as perspectives,
  perspectiveRevisions as revisions,
} from "../../../db/schema";
import { recordActivity } from "../../../lib/activity-log";
import { writePerspectives } from "../perspective-events";
import { prepareContent } from "../prepare-content";
import { keepRevision } from "./keep-revision";

/**
 * Brings back a revision's text, category, author and images; the published state, the
 * schedule and the featured flag stay as they are (a restore never publishes). The result
 * is itself a new revision, with a `perspective_restored` entry, in one transaction.
 * Undefined when the perspective or the revision (of that perspective) is unknown, or when
 * `expectedVersion` is given and no longer current (the caller tells which).
 */
export async function restoreRevision(
  db: Database,
  perspectiveId: number,
  revisionId: number,
  actorId: number | null,
  expectedVersion?: number,
) {
  return writePerspectives(
    db,
    async (tx) => {
      const [revision] = await tx
        .select({ fields: revisions.fields, savedAt: revisions.savedAt })
        .from(revisions)
        .where(and(eq(revisions.id, revisionId), eq(revisions.perspectiveId, perspectiveId)));
      if (!revision) return undefined;
      const fields = revision.fields as RevisionFields;
      const [record] = await tx
        .update(perspectives)
        .set({
          title: fields.title,
          summary: fields.summary,
          content: prepareContent(fields.content),
          category: fields.category,
          coverImage: fields.coverImage,
          authorName: fields.authorName,
          authorTitle: fields.authorTitle,
          authorImage: fields.authorImage,
          version: sql`${perspectives.version} + 1`,
          updatedBy: actorId,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(perspectives.id, perspectiveId),
            expectedVersion === undefined ? undefined : eq(perspectives.version, expectedVersion),
          ),
        )
        .returning();
      if (!record) return undefined;
      await keepRevision(tx, record, actorId);
      await recordActivity(tx, {
        action: "perspective_restored",
        actorId,
        subject: { type: "perspective", id: perspectiveId },
        details: { title: record.title, savedAt: revision.savedAt.toISOString() },
      });
      return record;
    },
    (record) => record !== undefined,
  );
}
