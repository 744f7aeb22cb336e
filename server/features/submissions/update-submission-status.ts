import type { statusUpdatePayload } from "@shared/schemas/submission-status";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { SubmissionSource } from "./submission-source";

/**
 * Sets the status (any value, in any order: spec §4) and, when given, the notes;
 * returns the updated record, or undefined for an unknown id.
 */
export async function updateSubmissionStatus(
  db: Database,
  source: SubmissionSource,
  id: number,
  { status, notes }: z.output<typeof statusUpdatePayload>,
) {
  const [record] = await db
    .update(source.table)
    .set({ status, ...(notes === undefined ? {} : { notes }), updatedAt: sql`now()` })
    .where(eq(source.table.id, id))
    .returning();
  return record;
}
