import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SubmissionSource } from "./submission-source";

/** Whether a record of this kind with this id exists (before reading what hangs off it). */
export async function submissionExists(
  db: Pick<Database, "select">,
  source: SubmissionSource,
  id: number,
): Promise<boolean> {
  const [found] = await db
    .select({ id: source.table.id })
    .from(source.table)
    .where(eq(source.table.id, id));
  return found !== undefined;
}
