import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { investmentInterestSource } from "../investment-interests/investment-interest-source";
import { startupIdeaSource } from "../startup-ideas/startup-idea-source";
import { filterCondition, ordering } from "./submission-query";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("the admin search", () => {
  it.each([
    ["startup ideas", startupIdeaSource, "startup_ideas_search_idx"],
    ["investment interests", investmentInterestSource, "investment_interests_search_idx"],
  ] as const)(
    "on %s can use the trigram index (same expression as the index)",
    async (_label, source, index) => {
      const query = testApp.database.db
        .select({ id: source.table.id })
        .from(source.table)
        .where(filterCondition(source, { kind: "search", text: "orchard" }))
        .orderBy(...ordering(source, { sort: "createdAt", direction: "desc" }));
      // On an empty table a sequential scan is cheapest; forbidding it shows whether the index fits.
      const plan = await testApp.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        // Both drivers answer { rows }; the shared Database type does not say so.
        const result = (await tx.execute(sql`explain ${query}`)) as { rows: unknown[] };
        return JSON.stringify(result.rows);
      });
      expect(plan).toContain(index);
    },
  );
});
