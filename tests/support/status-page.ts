import { expect } from "vitest";
import { messages } from "../../server/db/schema";
import { mintStatusToken, type StatusRecord } from "../../server/features/messages/status-tokens";
import { postJson, type TestApp } from "./test-app";

/**
 * The status-page tests' helpers (contract §13): a submission with a link to its private page,
 * and the team's messages written the way the back office stores them.
 */

export const statusIdea = (name = "Ada Farmer", email = "ada@example.com") => ({
  name,
  email,
  phone: "+1 555 0100",
  idea: "Soil sensors that talk to irrigation controllers.\nSecond line.",
  sector: "Biotech",
  stage: "Prototype/MVP",
});

export const statusInterest = (name = "Grace Grower", email = "grace@example.com") => ({
  name,
  email,
  phone: "+1 555 0199",
  sectors: ["forestry", "robotics"],
  investmentAmount: "$1,001-5,000",
  additionalInfo: "Reforestation drones.",
  termsAgreed: true,
});

/** Posts the public form and mints a status token for the stored record. */
export async function submittedWithToken(
  t: TestApp,
  kind: StatusRecord["kind"],
  payload: object = kind === "startup-ideas" ? statusIdea() : statusInterest(),
): Promise<{ record: StatusRecord; token: string }> {
  const url = kind === "startup-ideas" ? "/api/ideas" : "/api/investment-interests";
  const response = await postJson(t.app, url, payload);
  expect(response.statusCode, response.body).toBe(201);
  const record = { kind, id: response.json().id as number };
  return { record, token: await mintStatusToken(t.database.db, record) };
}

/** A message from the team, as the back office stores one it sent. */
export async function teamMessage(
  t: TestApp,
  record: StatusRecord,
  authorId: number | null,
  body: string,
  subject = "A question about your submission",
) {
  await t.database.db.insert(messages).values({
    startupIdeaId: record.kind === "startup-ideas" ? record.id : null,
    investmentInterestId: record.kind === "investment-interests" ? record.id : null,
    direction: "out",
    via: "staff",
    authorId,
    subject,
    body,
  });
}
