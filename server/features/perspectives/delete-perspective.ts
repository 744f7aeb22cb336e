import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { writePerspectives } from "./perspective-events";

/** Deletes a perspective; false when there was none with that id. */
export async function deletePerspective(db: Database, id: number): Promise<boolean> {
  const deleted = await writePerspectives(
    db,
    (tx) =>
      tx.delete(perspectives).where(eq(perspectives.id, id)).returning({ id: perspectives.id }),
    (rows) => rows.length > 0,
  );
  return deleted.length > 0;
}
