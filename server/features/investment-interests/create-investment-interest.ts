import type { InvestmentInterestInput } from "@shared/schemas/investment-interest";
import type { Database } from "../../db/client";
import { investmentInterests } from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";

/** Stores an interest and its `created` entry in one transaction: both exist or neither. */
export async function createInvestmentInterest(db: Database, input: InvestmentInterestInput) {
  return db.transaction(async (tx) => {
    const [record] = await tx.insert(investmentInterests).values(input).returning();
    if (!record) throw new Error("insert returned no row");
    await recordActivity(tx, {
      action: "created",
      actorId: null,
      subject: { type: "investment_interest", id: record.id },
    });
    return record;
  });
}
