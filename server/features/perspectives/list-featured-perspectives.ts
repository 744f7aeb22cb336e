import type { PerspectiveSummary } from "@shared/schemas/perspective";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";
import {
  newestFirst,
  publishedAnd,
  summaryColumns,
  toSummary,
} from "./published-perspective-fields";

/** How many featured perspectives the home page shows (contract §5: at most 3). */
const FEATURED_LIMIT = 3;

/** The newest published and featured perspectives, without their content. */
export async function listFeaturedPerspectives(db: Database): Promise<PerspectiveSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(perspectives)
    .where(publishedAnd(eq(perspectives.featured, true)))
    .orderBy(...newestFirst)
    .limit(FEATURED_LIMIT);
  return rows.map(toSummary);
}
