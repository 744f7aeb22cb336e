import { SHARE_MESSAGES } from "@shared/schemas/share-states";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type DealWorld, sentShare } from "../../../tests/support/deal-links";
import { idea, interest, mailWorldForThisFile, STAFF } from "../../../tests/support/mail-test-app";
import { postJson } from "../../../tests/support/test-app";
import { shares } from "../../db/schema";

/**
 * The backer's answer through a real SMTP server (contract §18): staff hear of every answer,
 * and the founder is asked to accept an introduction — told the backer's sectors and amount,
 * never who they are.
 */
const world = mailWorldForThisFile();

const FOUNDER = idea("Ada Founder", "ada.founder@example.com");
const BACKER = interest("Gus Backer", "gus.backer@example.com");

/** A sent share, with the submissions' own mail already delivered and forgotten. */
async function dealOfFreshPair(): Promise<DealWorld> {
  const deal = await sentShare(world.t, { idea: FOUNDER, interest: BACKER });
  await world.deliveredMail();
  world.sink.clear();
  return deal;
}

const respond = (deal: DealWorld, body: object) =>
  postJson(world.t.app, `/api/deal/${deal.token}/response`, body);

describe("the backer's answer", () => {
  it("asks the founder for an introduction, naming the backer's sectors and amount only", async () => {
    const deal = await dealOfFreshPair();
    const answer = await respond(deal, { response: "interested", note: "Gus would love a call" });
    expect(answer.statusCode, answer.body).toBe(200);

    const mail = await world.deliveredMail();
    const founderMail = mail.filter((message) => message.to.includes(FOUNDER.email));
    expect(founderMail).toHaveLength(1);
    const [asked] = founderMail;
    expect(asked?.subject).toBe("A backer would like an introduction");
    expect(asked?.text).toContain(
      "A backer investing $1,001-5,000 in Forestry would like an introduction.",
    );
    for (const backer of ["Gus", BACKER.email, "would love a call"]) {
      expect(asked?.text).not.toContain(backer);
      expect(asked?.subject).not.toContain(backer);
    }
    // Its link opens the founder's own status page.
    const link = asked?.text.match(/http:\/\/localhost:3000\/status\/([\w-]+)/)?.[1];
    const status = await world.t.app.inject({ url: `/api/status/${link}` });
    expect(status.statusCode).toBe(200);
    expect(status.json().submission.email).toBe(FOUNDER.email);

    // Staff are told (nobody owns either record: the instant staff), and the backer gets nothing.
    const staffMail = mail.filter((message) => message.to.includes(STAFF.instantReviewer));
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]?.subject).toContain(`Startup idea #${deal.ideaId}`);
    expect(staffMail[0]?.text).toContain(`/admin/investment-interests/${deal.interestId}`);
    expect(staffMail[0]?.subject).toContain("The backer would like an introduction.");
    expect(mail.some((message) => message.to.includes(BACKER.email))).toBe(false);
  });

  it("asks the founder once, again only after a change of mind; staff hear of every answer", async () => {
    const deal = await dealOfFreshPair();
    expect((await respond(deal, { response: "not-for-me" })).statusCode).toBe(200);
    expect((await respond(deal, { response: "interested" })).statusCode).toBe(200);
    expect((await respond(deal, { response: "interested", note: "Still keen" })).statusCode).toBe(
      200,
    );
    const mail = await world.deliveredMail();
    expect(mail.filter((message) => message.to.includes(FOUNDER.email))).toHaveLength(1);
    const told = mail.filter((message) => message.to.includes(STAFF.instantReviewer));
    expect(told.map((message) => message.subject.split(": ")[1])).toEqual([
      "The backer says the idea is not for them.",
      "The backer would like an introduction.",
      "The backer would like an introduction.",
    ]);
  });

  it("sends nothing for a refused answer", async () => {
    const deal = await dealOfFreshPair();
    await world.t.database.db
      .update(shares)
      .set({ state: "revoked", revokedAt: new Date() })
      .where(eq(shares.id, deal.shareId));
    const answer = await respond(deal, { response: "interested" });
    expect(answer.statusCode).toBe(410);
    expect(answer.json()).toEqual({ message: SHARE_MESSAGES.linkRevoked });
    expect(await world.deliveredMail()).toEqual([]);
  });
});
