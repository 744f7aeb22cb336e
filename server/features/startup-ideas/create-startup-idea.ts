import type { startupIdeaPayload } from "@shared/schemas/startup-idea";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { startupIdeas } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import type { MailSetup } from "../../lib/mail/outbox";
import { queueSubmissionMail } from "../submissions/submission-mail";

/**
 * Stores an idea and its `created` entry and the mail it causes in one transaction: all
 * exist or none. Mail is only written; the outbox worker sends it.
 */
export async function createStartupIdea(
  db: Database,
  mail: MailSetup,
  input: z.output<typeof startupIdeaPayload>,
) {
  const created = await db.transaction(async (tx) => {
    const [record] = await tx.insert(startupIdeas).values(input).returning();
    if (!record) throw new Error("insert returned no row");
    await recordActivity(tx, {
      action: "created",
      actorId: null,
      subject: { type: "startup_idea", id: record.id },
    });
    if (mail) await queueSubmissionMail(tx, mail.publicUrl, "startup_idea", record);
    return record;
  });
  mail?.queued();
  return created;
}
