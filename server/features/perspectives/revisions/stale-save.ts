import type { StaleSave } from "@shared/schemas/perspective-revisions";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { admins, strategicPerspectives as perspectives } from "../../../db/schema";
import { staffRef, staffRefColumns } from "./staff-ref";

/**
 * Why a save with a stale If-Match was refused: who saved the perspective last and when,
 * so the editor can say so. Undefined when there is no perspective with that id.
 */
export async function staleSave(db: Database, id: number): Promise<StaleSave | undefined> {
  const [row] = await db
    .select({ savedAt: perspectives.updatedAt, savedBy: staffRefColumns })
    .from(perspectives)
    .leftJoin(admins, eq(admins.id, perspectives.updatedBy))
    .where(eq(perspectives.id, id));
  if (!row) return undefined;
  const savedBy = staffRef(row.savedBy ?? { id: null, username: null, displayName: null });
  const who = savedBy ? (savedBy.displayName ?? savedBy.username) : "Someone";
  return {
    message: `${who} saved this perspective after you opened it`,
    savedBy,
    savedAt: row.savedAt.toISOString(),
  };
}
