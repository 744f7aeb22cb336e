import type { PerspectiveRecord } from "@shared/schemas/perspective";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { publishedAnd, recordColumns, toRecord } from "./published-perspective-fields";

/** A published perspective by its slug, with its content; null when unknown or unpublished. */
export async function getPublishedPerspective(
  db: Database,
  slug: string,
): Promise<PerspectiveRecord | null> {
  const [row] = await db
    .select(recordColumns)
    .from(perspectives)
    .where(publishedAnd(eq(perspectives.slug, slug)))
    .limit(1);
  return row ? toRecord(row) : null;
}
