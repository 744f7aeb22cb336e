import type { InvestmentInterestInput } from "@shared/schemas/investment-interest";
import type { Database } from "../../db/client";
import { investmentInterests } from "../../db/schema";

export async function createInvestmentInterest(db: Database, input: InvestmentInterestInput) {
  const [record] = await db.insert(investmentInterests).values(input).returning();
  if (!record) throw new Error("insert returned no row");
  return record;
}
