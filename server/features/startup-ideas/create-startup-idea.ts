import type { startupIdeaPayload } from "@shared/schemas/startup-idea";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { startupIdeas } from "../../db/schema";

export async function createStartupIdea(db: Database, input: z.output<typeof startupIdeaPayload>) {
  const [record] = await db.insert(startupIdeas).values(input).returning();
  if (!record) throw new Error("insert returned no row");
  return record;
}
