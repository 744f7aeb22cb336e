import type { startupIdeaPayload } from "@shared/schemas/startup-idea";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { startupIdeas } from "../../db/schema";
import type { MailSetup } from "../../lib/mail/outbox";
import type { SubmissionLimit } from "../submissions/submission-limit";
import { recordSubmissionCreated } from "../submissions/submission-mail";

/**
 * Stores an idea, its `created` entry, the mail event it owes and the hit on its client's
 * budget in one transaction: all exist or none (over budget, none: a 429). The outbox worker turns the event into mail and sends it.
 */
export async function createStartupIdea(
  db: Database,
  mail: MailSetup,
  limit: SubmissionLimit,
  input: z.output<typeof startupIdeaPayload>,
) {
  const created = await db.transaction(async (tx) => {
    const [record] = await tx.insert(startupIdeas).values(input).returning();
    if (!record) throw new Error("insert returned no row");
    await recordSubmissionCreated(tx, mail, "startup_idea", record.id, limit);
    return record;
  });
  mail?.queued();
  return created;
}
