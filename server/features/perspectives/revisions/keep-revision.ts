import {
  AUTOSAVE_FOLD_MINUTES,
  REVISIONS_KEPT,
  type RevisionFields,
} from "@shared/schemas/perspective-revisions";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { perspectiveRevisions as revisions, type strategicPerspectives } from "../../../db/schema";

type PerspectiveRow = typeof strategicPerspectives.$inferSelect;

/** What a revision keeps of a perspective: every field a PATCH can set. */
export function revisionFields(record: PerspectiveRow): RevisionFields {
  return {
    title: record.title,
    summary: record.summary,
    content: record.content,
    category: record.category,
    coverImage: record.coverImage,
    authorName: record.authorName,
    authorTitle: record.authorTitle,
    authorImage: record.authorImage,
    featured: record.featured,
    // The editor's intent, as the answers say it: a scheduled article is to be published.
    published: record.published || record.publishAt !== null,
    publishAt: record.publishAt?.toISOString() ?? null,
  };
}

/**
 * Keeps the state after a save as a revision, in the save's transaction. An autosave folds
 * into the latest revision when that is an autosave by the same person saved less than
 * AUTOSAVE_FOLD_MINUTES ago (a typing session is one revision, not one per pause); any
 * other save adds its own. Revisions beyond the newest REVISIONS_KEPT are deleted. Answers
 * whether the save began a revision of its own (false when it was folded into the latest).
 */
export async function keepRevision(
  tx: Database,
  record: PerspectiveRow,
  savedBy: number | null,
  autosave = false,
): Promise<boolean> {
  const values = { title: record.title, fields: revisionFields(record) };
  if (autosave && savedBy !== null) {
    const latest = tx
      .select({ id: sql`max(${revisions.id})` })
      .from(revisions)
      .where(eq(revisions.perspectiveId, record.id));
    const folded = await tx
      .update(revisions)
      .set({ ...values, savedAt: sql`now()` })
      .where(
        and(
          eq(revisions.id, sql`(${latest})`),
          eq(revisions.autosave, true),
          eq(revisions.savedBy, savedBy),
          sql`${revisions.savedAt} > now() - make_interval(mins => ${AUTOSAVE_FOLD_MINUTES})`,
        ),
      )
      .returning({ id: revisions.id });
    if (folded.length > 0) return false;
  }
  await tx.insert(revisions).values({ ...values, perspectiveId: record.id, savedBy, autosave });
  const [oldestKept] = await tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(eq(revisions.perspectiveId, record.id))
    .orderBy(desc(revisions.id))
    .offset(REVISIONS_KEPT - 1)
    .limit(1);
  if (oldestKept) {
    await tx
      .delete(revisions)
      .where(and(eq(revisions.perspectiveId, record.id), lt(revisions.id, oldestKept.id)));
  }
  return true;
}
