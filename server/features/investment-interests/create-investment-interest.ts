import type { InvestmentInterestInput } from "@shared/schemas/investment-interest";
import type { Database } from "../../db/client";
import { investmentInterests } from "../../db/schema";
import type { MailSetup } from "../../lib/mail/outbox";
import { recordSubmissionCreated } from "../submissions/submission-mail";

/**
 * Stores an interest and its `created` entry and the mail event it owes in one transaction:
 * all exist or none. The outbox worker turns the event into mail and sends it.
 */
export async function createInvestmentInterest(
  db: Database,
  mail: MailSetup,
  input: InvestmentInterestInput,
) {
  const created = await db.transaction(async (tx) => {
    const [record] = await tx.insert(investmentInterests).values(input).returning();
    if (!record) throw new Error("insert returned no row");
    await recordSubmissionCreated(tx, mail, "investment_interest", record.id);
    return record;
  });
  mail?.queued();
  return created;
}
