import type { startupIdeaPayload } from "@shared/schemas/startup-idea";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { startupIdeas } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";

/** Stores an idea and its `created` entry in one transaction: both exist or neither. */
export async function createStartupIdea(db: Database, input: z.output<typeof startupIdeaPayload>) {
  return db.transaction(async (tx) => {
    const [record] = await tx.insert(startupIdeas).values(input).returning();
    if (!record) throw new Error("insert returned no row");
    await recordActivity(tx, {
      action: "created",
      actorId: null,
      subject: { type: "startup_idea", id: record.id },
    });
    return record;
  });
}
