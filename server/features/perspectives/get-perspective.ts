import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";

/** The whole record, published or not, or undefined for an unknown id. */
export async function getPerspective(db: Database, id: number) {
  const [record] = await db.select().from(perspectives).where(eq(perspectives.id, id));
  return record;
}
