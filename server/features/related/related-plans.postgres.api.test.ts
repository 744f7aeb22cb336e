import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainPlan, indexesOf, nodeTypesOf } from "../../../tests/support/query-plans";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import {
  sameEmailQuery,
  similarityThresholdForTransaction,
  similarNamesQuery,
} from "./find-related-records";

/**
 * On PostgreSQL, possible duplicates (contract §14) are looked up through indexes, never by
 * reading every record: the e-mail through `*_email_lower_idx`, the name through the trigram
 * `*_name_trgm_idx` — on 5,000 records per kind with names of random letters.
 */

const ROWS = 5_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const name = sql`initcap(translate(md5(n::text), '0123456789', 'ghijklmnop')) || ' ' || initcap(substr(md5((n * 7)::text), 1, 8))`;
  await db.execute(sql`
    insert into startup_ideas (name, email, idea, sector, stage)
    select ${name}, 'Founder' || n || '@Example.com', 'An idea', 'Biotech', 'Other'
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`
    insert into investment_interests (name, email, sectors, investment_amount)
    select ${name}, 'backer' || n || '@example.com', array['forestry'], '$25,000+'
    from generate_series(1, ${ROWS}) as n
  `);
  await db.execute(sql`vacuum analyze startup_ideas`);
  await db.execute(sql`vacuum analyze investment_interests`);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** The plan under the similarity threshold the server's query sets for its transaction. */
const plan = (query: SQL) =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(similarityThresholdForTransaction);
    return explainPlan(tx, query);
  });

describe("possible duplicates on PostgreSQL", () => {
  const subject = { name: "Abcdefgh Ijklmnop", email: "founder42@example.com" };
  const self = { kind: "startup-ideas", id: 42 };

  it("finds the same address through the lower(email) indexes", async () => {
    const found = await plan(sameEmailQuery(subject, self));
    expect(indexesOf(found), JSON.stringify(found)).toEqual(
      expect.arrayContaining([
        "startup_ideas_email_lower_idx",
        "investment_interests_email_lower_idx",
      ]),
    );
    expect(nodeTypesOf(found)).not.toContain("Seq Scan");
  });

  it("finds names alike through the trigram indexes", async () => {
    const found = await plan(similarNamesQuery(subject, self));
    expect(indexesOf(found), JSON.stringify(found)).toEqual(
      expect.arrayContaining(["startup_ideas_name_trgm_idx", "investment_interests_name_trgm_idx"]),
    );
    expect(nodeTypesOf(found)).not.toContain("Seq Scan");
  });
});
