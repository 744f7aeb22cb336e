import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { strategicPerspectives as perspectives } from "../../db/schema";
import { newestFirst, publishedAnd } from "./published-perspective-fields";

/** Every published perspective's slug and when it last changed, newest first. */
export async function listSitemapPerspectives(
  db: Database,
): Promise<{ slug: string; lastModified: Date }[]> {
  return db
    .select({
      slug: perspectives.slug,
      lastModified:
        sql<Date>`greatest(${perspectives.updatedAt}, ${perspectives.publishedAt})`.mapWith(
          perspectives.updatedAt,
        ),
    })
    .from(perspectives)
    .where(publishedAnd())
    .orderBy(...newestFirst);
}
