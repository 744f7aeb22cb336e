import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { notifyPerspectivesChanged } from "./perspective-events";

/** Deletes a perspective; false when there was none with that id. */
export async function deletePerspective(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(perspectives)
    .where(eq(perspectives.id, id))
    .returning({ id: perspectives.id });
  if (deleted.length === 0) return false;
  await notifyPerspectivesChanged(db);
  return true;
}
