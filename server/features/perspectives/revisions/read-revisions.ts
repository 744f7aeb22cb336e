import type {
  RevisionDetail,
  RevisionFields,
  RevisionSummary,
} from "@shared/schemas/perspective-revisions";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { admins, perspectiveRevisions as revisions } from "../../../db/schema";
import { staffRef, staffRefColumns } from "./staff-ref";

const summaryColumns = {
  id: revisions.id,
  savedAt: revisions.savedAt,
  title: revisions.title,
  author: staffRefColumns,
};

type SummaryRow = {
  id: number;
  savedAt: Date;
  title: string;
  author: { id: number | null; username: string | null; displayName: string | null } | null;
};

const toSummary = (row: SummaryRow): RevisionSummary => ({
  id: row.id,
  savedAt: row.savedAt.toISOString(),
  author: row.author ? staffRef(row.author) : null,
  title: row.title,
});

/** A perspective's kept revisions, newest first. */
export async function listRevisions(db: Database, perspectiveId: number) {
  const rows = await db
    .select(summaryColumns)
    .from(revisions)
    .leftJoin(admins, eq(admins.id, revisions.savedBy))
    .where(eq(revisions.perspectiveId, perspectiveId))
    .orderBy(desc(revisions.id));
  return rows.map(toSummary);
}

/** One revision of that perspective in full, or undefined (unknown, or another's). */
export async function getRevision(
  db: Database,
  perspectiveId: number,
  revisionId: number,
): Promise<RevisionDetail | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, fields: revisions.fields })
    .from(revisions)
    .leftJoin(admins, eq(admins.id, revisions.savedBy))
    .where(and(eq(revisions.id, revisionId), eq(revisions.perspectiveId, perspectiveId)));
  if (!row) return undefined;
  return { ...(row.fields as RevisionFields), ...toSummary(row) };
}
