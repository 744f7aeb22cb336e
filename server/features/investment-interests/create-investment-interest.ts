import type { InvestmentInterestInput } from "@shared/schemas/investment-interest";
import type { Database } from "../../db/client";
import { investmentInterests } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import type { MailSetup } from "../../lib/mail/outbox";
import { queueSubmissionMail } from "../submissions/submission-mail";

/**
 * Stores an interest and its `created` entry and the mail it causes in one transaction: all
 * exist or none. Mail is only written; the outbox worker sends it.
 */
export async function createInvestmentInterest(
  db: Database,
  mail: MailSetup,
  input: InvestmentInterestInput,
) {
  const created = await db.transaction(async (tx) => {
    const [record] = await tx.insert(investmentInterests).values(input).returning();
    if (!record) throw new Error("insert returned no row");
    await recordActivity(tx, {
      action: "created",
      actorId: null,
      subject: { type: "investment_interest", id: record.id },
    });
    if (mail) await queueSubmissionMail(tx, mail.publicUrl, "investment_interest", record);
    return record;
  });
  mail?.queued();
  return created;
}
