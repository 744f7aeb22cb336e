import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SubmissionSource } from "./submission-source";

/** The whole record, or undefined for an unknown id. */
export async function getSubmission(db: Database, source: SubmissionSource, id: number) {
  const [record] = await db.select().from(source.table).where(eq(source.table.id, id));
  return record;
}
