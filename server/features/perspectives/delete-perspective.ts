import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { writePerspectives } from "./perspective-events";

/**
 * Deletes a perspective; false when there was none with that id. Its
 * `perspective_deleted` entry keeps the title, as the article itself is gone.
 */
export async function deletePerspective(
  db: Database,
  id: number,
  actorId: number | null,
): Promise<boolean> {
  const deleted = await writePerspectives(
    db,
    async (tx) => {
      const rows = await tx
        .delete(perspectives)
        .where(eq(perspectives.id, id))
        .returning({ id: perspectives.id, title: perspectives.title });
      for (const row of rows) {
        await recordActivity(tx, {
          action: "perspective_deleted",
          actorId,
          subject: { type: "perspective", id: row.id },
          details: { title: row.title },
        });
      }
      return rows;
    },
    (rows) => rows.length > 0,
  );
  return deleted.length > 0;
}
