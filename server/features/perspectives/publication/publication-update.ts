import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { strategicPerspectives as perspectives } from "../../../db/schema";
import { publicationColumns, requestedPublication } from "./publication";

/**
 * The publication columns a PATCH writes (publication.ts), or undefined when it says nothing
 * of publication. A `publishAt` sent alone keeps the stored intent, so the row is read (and
 * locked until the save commits, so the worker cannot publish it in between).
 */
export async function publicationUpdate(
  tx: Database,
  id: number,
  sent: { published?: boolean; publishAt?: string | null },
  now: Date,
) {
  if (sent.published === undefined && sent.publishAt === undefined) return undefined;
  const [stored] = await tx
    .select({ published: perspectives.published, publishAt: perspectives.publishAt })
    .from(perspectives)
    .where(eq(perspectives.id, id))
    .for("update");
  if (!stored) return undefined;
  const request = requestedPublication(sent, stored);
  return request && publicationColumns(request, now);
}
