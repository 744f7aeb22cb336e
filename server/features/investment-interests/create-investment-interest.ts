import type { InvestmentInterestInput } from "@shared/schemas/investment-interest";
import type { Database } from "../../db/client";
import { investmentInterests } from "../../db/schema";
import type { MailSetup } from "../../lib/mail/outbox";
import type { SubmissionLimit } from "../submissions/submission-limit";
import { recordSubmissionCreated } from "../submissions/submission-mail";

/**
 * Stores an interest, its `created` entry, the mail event it owes and the hit on its client's
 * budget in one transaction: all exist or none (over budget, none: a 429). The outbox worker turns the event into mail and sends it.
 */
export async function createInvestmentInterest(
  db: Database,
  mail: MailSetup,
  limit: SubmissionLimit,
  input: InvestmentInterestInput,
) {
  const created = await db.transaction(async (tx) => {
    const [record] = await tx.insert(investmentInterests).values(input).returning();
    if (!record) throw new Error("insert returned no row");
    await recordSubmissionCreated(tx, mail, "investment_interest", record.id, limit);
    return record;
  });
  mail?.queued();
  return created;
}
