import { expect } from "vitest";
import { shares } from "../../server/db/schema";
import { postJson, type TestApp } from "./test-app";

/**
 * The founder's side of sharing (contract §18) in tests: backers who registered, and shares
 * proposed to them as staff propose them (`awaiting-founder`), written straight to the table
 * so the status page's routes are tested on their own.
 */

export const TEASER = "Soil sensors that cut irrigation water by a third on trial farms.";

/** A backer registered through the public form; answers its id. */
export async function registeredBacker(
  t: TestApp,
  backer: { name: string; email: string; sectors?: string[]; investmentAmount?: string },
): Promise<number> {
  const response = await postJson(t.app, "/api/investment-interests", {
    phone: "+1 555 0177",
    sectors: ["ag-biotech"],
    investmentAmount: "$5,001-25,000",
    additionalInfo: "BACKER-PRIVATE-INFO",
    termsAgreed: true,
    ...backer,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** Shares of the idea proposed to each backer, awaiting the founder; answers them in order. */
export async function proposedShares(
  t: TestApp,
  ideaId: number,
  interestIds: number[],
  teaser = TEASER,
) {
  return t.database.db
    .insert(shares)
    .values(
      interestIds.map((interestId) => ({
        startupIdeaId: ideaId,
        investmentInterestId: interestId,
        state: "awaiting-founder",
        teaser,
        sectorMatch: true,
      })),
    )
    .returning();
}
