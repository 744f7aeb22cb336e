import { MESSAGE_TEXTS } from "@shared/schemas/messages";
import { DEAL_LINK_DAYS, SHARE_MESSAGES } from "@shared/schemas/share-states";
import { and, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { proposedShares, registeredBacker, TEASER } from "../../../tests/support/founder-shares";
import { mailWorldForThisFile, STAFF } from "../../../tests/support/mail-test-app";
import { makeTurnDue } from "../../../tests/support/scheduled-turns";
import { statusIdea, submittedWithToken } from "../../../tests/support/status-page";
import { createTestApp, postJson, TEST_PUBLIC_URL } from "../../../tests/support/test-app";
import { activityLog, admins, mailOutbox, shares, startupIdeas } from "../../db/schema";
import { previousDay } from "../mail/daily-digest";
import { mintStatusToken } from "../messages/status-tokens";
import { hashDealToken } from "./share-record";

/**
 * Contract §18, the founder's side on their status page: what they see of the shares (never a
 * backer's name or address), their consent before anything reaches a backer, the backer's own
 * link by mail, the founder's answer to an introduction, and staff told of every answer.
 */
const world = mailWorldForThisFile();
const db = () => world.t.database.db;

const FOUNDER = {
  name: "Fiona Founder",
  email: "fiona@founder.example",
  phone: "+1 555 0123",
};
const BACKERS = [
  { name: "Bernard Backer", email: "bernard@backer.example", sectors: ["ag-biotech"] },
  {
    name: "Bella Investor",
    email: "bella@backer.example",
    sectors: ["ag-biotech", "robotics"],
    investmentAmount: "$25,000+",
  },
];

/** Everything in the outbox is done with: each test reads only the mail it caused. */
beforeEach(async () => {
  await db().delete(mailOutbox);
});

/** A founder's idea with a status token, two backers and a share proposed to each. */
async function ideaWithProposedShares() {
  const suffix = Math.random().toString(36).slice(2, 8);
  const founder = {
    ...statusIdea(FOUNDER.name, `${suffix}-${FOUNDER.email}`),
    phone: FOUNDER.phone,
  };
  const { record, token } = await submittedWithToken(world.t, "startup-ideas", founder);
  const backers = BACKERS.map((backer) => ({ ...backer, email: `${suffix}-${backer.email}` }));
  const interestIds: number[] = [];
  for (const backer of backers) interestIds.push(await registeredBacker(world.t, backer));
  // The acknowledgements of the three forms go out first: the outbox then holds only what
  // the shares cause.
  await world.deliveredMail();
  await db().delete(mailOutbox);
  const proposed = await proposedShares(world.t, record.id, interestIds);
  return { ideaId: record.id, token, founder, backers, interestIds, proposed };
}

const consent = (token: string, body: unknown) =>
  postJson(world.t.app, `/api/status/${token}/shares/consent`, body);
const introduction = (token: string, shareId: number | string, body: unknown) =>
  postJson(world.t.app, `/api/status/${token}/shares/${shareId}/introduction`, body);
const statusView = (token: string) => world.t.app.inject({ url: `/api/status/${token}` });

const outboxTo = (recipients: string[]) =>
  db().select().from(mailOutbox).where(inArray(mailOutbox.recipient, recipients));

const actionsOn = async (type: "startup_idea" | "investment_interest", id: number) =>
  (
    await db()
      .select({ action: activityLog.action, details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.subjectType, type), eq(activityLog.subjectId, id)))
      .orderBy(activityLog.id)
  ).filter((entry) => /^(share_|introduc)/.test(entry.action));

/** A backer's answer, as the deal page stores it (helper B2's route). */
const answered = (shareId: number, response: "interested" | "not-for-me") =>
  db()
    .update(shares)
    .set({ response, responseNote: "BACKER-PRIVATE-NOTE", respondedAt: new Date() })
    .where(eq(shares.id, shareId));

describe("the founder's status view", () => {
  it("carries the idea's shares: sectors, amounts, teaser, state — never a backer's name or address", async () => {
    const { token, backers, proposed } = await ideaWithProposedShares();
    await answered(proposed[1]?.id ?? 0, "interested");
    const response = await statusView(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().shares).toEqual([
      {
        id: proposed[0]?.id,
        state: "awaiting-founder",
        teaser: TEASER,
        sectors: ["ag-biotech"],
        investmentAmount: "$5,001-25,000",
        response: null,
        introductionDecision: null,
        introducedAt: null,
      },
      {
        id: proposed[1]?.id,
        state: "awaiting-founder",
        teaser: TEASER,
        sectors: ["ag-biotech", "robotics"],
        investmentAmount: "$25,000+",
        response: "interested",
        introductionDecision: null,
        introducedAt: null,
      },
    ]);
    for (const backer of backers) {
      for (const secret of [backer.name, backer.email, "Backer", "Investor"]) {
        expect(response.body).not.toContain(secret);
      }
    }
    for (const secret of ["+1 555 0177", "BACKER-PRIVATE-INFO", "BACKER-PRIVATE-NOTE"]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it("of an investment interest carries no shares", async () => {
    const { interestIds, proposed } = await ideaWithProposedShares();
    expect(proposed).toHaveLength(2);
    const token = await mintStatusToken(db(), {
      kind: "investment-interests",
      id: interestIds[0] ?? 0,
    });
    const response = await statusView(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty("shares");
    expect(response.body).not.toContain(TEASER);
  });
});

describe("POST /api/status/{token}/shares/consent", () => {
  it("sends nothing to a backer before the founder's consent, then each their own link, in one go", async () => {
    const { ideaId, token, founder, backers, interestIds, proposed } =
      await ideaWithProposedShares();
    const backerAddresses = backers.map((backer) => backer.email);
    expect(await outboxTo(backerAddresses)).toEqual([]);
    expect(await db().select().from(shares).where(eq(shares.startupIdeaId, ideaId))).toEqual(
      proposed,
    );

    const before = Date.now();
    const response = await consent(token, { decision: "share" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual(
      proposed.map((share) => expect.objectContaining({ id: share.id, state: "sent" })),
    );
    for (const backer of backers) expect(response.body).not.toContain(backer.email);

    const stored = await db()
      .select()
      .from(shares)
      .where(eq(shares.startupIdeaId, ideaId))
      .orderBy(shares.id);
    const mails = await outboxTo(backerAddresses);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([...backerAddresses].sort());
    for (const [index, share] of stored.entries()) {
      expect(share.state).toBe("sent");
      expect(share.consentedAt?.getTime()).toBeGreaterThanOrEqual(before);
      expect(share.sentAt).toEqual(share.consentedAt);
      expect(share.expiresAt?.getTime()).toBe(
        (share.consentedAt?.getTime() ?? 0) + DEAL_LINK_DAYS * 24 * 60 * 60 * 1000,
      );
      // Their own link: the token in the mail is the one whose hash the share keeps.
      const mail = mails.find((row) => row.recipient === backers[index]?.email);
      const link = mail?.textBody.match(/\/deal\/([\w-]+)/);
      expect(mail?.textBody).toContain(`${TEST_PUBLIC_URL}/deal/`);
      expect(link?.[1] && hashDealToken(link[1])).toBe(share.tokenHash);
      expect(link?.[1]?.length).toBeGreaterThanOrEqual(22);
      expect(mail?.textBody).toContain(TEASER);
      expect(mail?.textBody).toMatch(/Viewing is recorded/);
      expect(mail?.textBody).toMatch(/yours alone/);
      for (const secret of [
        founder.name,
        "Fiona",
        founder.email,
        founder.phone,
        "irrigation controllers",
      ]) {
        expect(`${mail?.subject} ${mail?.textBody}`).not.toContain(secret);
      }
    }
    // Nothing else went to the founder or the backers (staff are told, below).
    const all = await db().select().from(mailOutbox);
    expect(all.filter((mail) => mail.recipient === founder.email)).toEqual([]);
    expect(all.filter((mail) => mail.textBody.includes("/deal/"))).toHaveLength(2);

    expect(await actionsOn("startup_idea", ideaId)).toEqual(
      proposed.flatMap((share, index) => [
        {
          action: "share_consented",
          details: { shareId: share.id, interestId: interestIds[index] },
        },
        { action: "share_sent", details: { shareId: share.id, interestId: interestIds[index] } },
      ]),
    );
    expect(await actionsOn("investment_interest", interestIds[0] ?? 0)).toEqual([
      { action: "share_consented", details: { shareId: proposed[0]?.id, ideaId } },
      { action: "share_sent", details: { shareId: proposed[0]?.id, ideaId } },
    ]);

    // Nothing awaits any more: a second answer is a 409, and no second mail goes.
    const again = await consent(token, { decision: "share" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SHARE_MESSAGES.noneAwaitingFounder);
    expect(await outboxTo(backerAddresses)).toHaveLength(2);

    // A share proposed later asks again, and only it is sent.
    const later = await registeredBacker(world.t, {
      name: "Lara Later",
      email: `later-${backers[0]?.email}`,
    });
    await db().delete(mailOutbox);
    const [third] = await proposedShares(world.t, ideaId, [later]);
    expect((await statusView(token)).json().shares[2]).toMatchObject({
      id: third?.id,
      state: "awaiting-founder",
    });
    expect((await consent(token, { decision: "share" })).statusCode).toBe(200);
    expect(
      (await db().select().from(mailOutbox)).filter((mail) => mail.textBody.includes("/deal/")),
    ).toEqual([expect.objectContaining({ recipient: `later-${backers[0]?.email}` })]);
  });

  it("declined: every share awaiting becomes declined, and no backer hears of the idea", async () => {
    const { ideaId, token, backers, interestIds, proposed } = await ideaWithProposedShares();
    const response = await consent(token, { decision: "decline" });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((share: { state: string }) => share.state)).toEqual([
      "declined",
      "declined",
    ]);
    const stored = await db().select().from(shares).where(eq(shares.startupIdeaId, ideaId));
    for (const share of stored) {
      expect(share).toMatchObject({ state: "declined", consentedAt: null, tokenHash: null });
    }
    expect(await outboxTo(backers.map((backer) => backer.email))).toEqual([]);
    expect(await actionsOn("investment_interest", interestIds[1] ?? 0)).toEqual([
      { action: "share_declined", details: { shareId: proposed[1]?.id, ideaId } },
    ]);
    expect((await consent(token, { decision: "share" })).statusCode).toBe(409);
  });

  it("tells the instant staff of the answer when nobody owns the records, naming nobody", async () => {
    const { ideaId, token, founder, backers } = await ideaWithProposedShares();
    expect((await consent(token, { decision: "share" })).statusCode).toBe(200);
    const told = await outboxTo(Object.values(STAFF));
    expect(told.map((mail) => mail.recipient).sort()).toEqual(
      [STAFF.admin, STAFF.instantReviewer].sort(),
    );
    for (const mail of told) {
      expect(mail.subject).toContain(`Startup idea #${ideaId}`);
      expect(mail.textBody).toContain("agreed to show their idea to 2 backers");
      expect(mail.textBody).toContain(`${TEST_PUBLIC_URL}/admin/startup-ideas/${ideaId}`);
      for (const secret of [founder.name, founder.email, ...backers.map((b) => b.email)]) {
        expect(mail.textBody).not.toContain(secret);
      }
    }
  });

  it("tells the idea's owner alone, as their notify says", async () => {
    const { ideaId, token } = await ideaWithProposedShares();
    const [dana] = await db().select().from(admins).where(eq(admins.username, "dana"));
    const [rita] = await db().select().from(admins).where(eq(admins.username, "rita"));
    // A daily owner gets no mail now, and the instant staff are not told instead: the
    // answer is in the owner's next digest.
    await db()
      .update(startupIdeas)
      .set({ assigneeId: dana?.id })
      .where(eq(startupIdeas.id, ideaId));
    expect((await consent(token, { decision: "decline" })).statusCode).toBe(200);
    expect(await outboxTo(Object.values(STAFF))).toEqual([]);
    const day = previousDay(new Date());
    await db()
      .update(activityLog)
      .set({ at: new Date((day.from.getTime() + day.to.getTime()) / 2) })
      .where(and(eq(activityLog.subjectType, "startup_idea"), eq(activityLog.subjectId, ideaId)));
    await makeTurnDue(db(), "daily-digest");
    await world.t.app.backgroundWork.runOnce();
    const [digest, ...others] = await outboxTo([STAFF.dailyReviewer]);
    expect(others).toEqual([]);
    expect(digest?.textBody).toContain("Answers on backer shares of submissions you own (1):");
    expect(digest?.textBody).toContain(
      `${FOUNDER.name} (startup idea), 2 answers: ${TEST_PUBLIC_URL}/admin/startup-ideas/${ideaId}`,
    );
    await db().delete(mailOutbox);

    const second = await ideaWithProposedShares();
    await db()
      .update(startupIdeas)
      .set({ assigneeId: rita?.id })
      .where(eq(startupIdeas.id, second.ideaId));
    expect((await consent(second.token, { decision: "decline" })).statusCode).toBe(200);
    const told = await outboxTo(Object.values(STAFF));
    expect(told.map((mail) => mail.recipient)).toEqual([STAFF.instantReviewer]);
    expect(told[0]?.textBody).toContain("declined to show their idea to 2 backers");
  });

  it("answers 409 when nothing awaits, 404 for an interest's, unknown or withdrawn token, 400 for a bad decision", async () => {
    const { token: ideaToken } = await submittedWithToken(world.t, "startup-ideas");
    const none = await consent(ideaToken, { decision: "share" });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(SHARE_MESSAGES.noneAwaitingFounder);

    const { token: interestToken } = await submittedWithToken(world.t, "investment-interests");
    for (const token of [interestToken, "C".repeat(43), "not-a-token"]) {
      const response = await consent(token, { decision: "share" });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGE_TEXTS.statusNotFound);
    }

    const { token, backers } = await ideaWithProposedShares();
    for (const body of [{}, { decision: "maybe" }, { decision: 1 }]) {
      expect((await consent(token, body)).statusCode).toBe(400);
    }
    const withdrawn = await postJson(world.t.app, `/api/status/${token}/withdraw`, {});
    expect(withdrawn.statusCode).toBe(200);
    expect((await consent(token, { decision: "share" })).statusCode).toBe(404);
    expect(await outboxTo(backers.map((backer) => backer.email))).toEqual([]);
  });
});

describe("POST /api/status/{token}/shares/{shareId}/introduction", () => {
  async function sentShares() {
    const made = await ideaWithProposedShares();
    expect((await consent(made.token, { decision: "share" })).statusCode).toBe(200);
    await db().delete(mailOutbox);
    return made;
  }

  it("accepts a backer's wish for an introduction once, logged on both records", async () => {
    const { ideaId, token, backers, interestIds, proposed } = await sentShares();
    const shareId = proposed[0]?.id ?? 0;
    // Before the backer asked: nothing to answer.
    const early = await introduction(token, shareId, { decision: "accept" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(SHARE_MESSAGES.notAwaitingIntroduction);
    await answered(shareId, "not-for-me");
    expect((await introduction(token, shareId, { decision: "accept" })).statusCode).toBe(409);

    await answered(shareId, "interested");
    const response = await introduction(token, shareId, { decision: "accept" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      id: shareId,
      state: "sent",
      teaser: TEASER,
      sectors: ["ag-biotech"],
      investmentAmount: "$5,001-25,000",
      response: "interested",
      introductionDecision: "accept",
      introducedAt: null,
    });
    const [stored] = await db().select().from(shares).where(eq(shares.id, shareId));
    expect(stored?.introductionDecision).toBe("accept");
    expect(stored?.introductionDecidedAt).toBeInstanceOf(Date);
    expect((await actionsOn("startup_idea", ideaId)).slice(-1)).toEqual([
      { action: "introduction_accepted", details: { shareId, interestId: interestIds[0] } },
    ]);
    expect((await actionsOn("investment_interest", interestIds[0] ?? 0)).slice(-1)).toEqual([
      { action: "introduction_accepted", details: { shareId, ideaId } },
    ]);
    // The backer is not mailed by an acceptance (staff introduce them); staff are told.
    expect(await outboxTo(backers.map((backer) => backer.email))).toEqual([]);
    const told = await outboxTo(Object.values(STAFF));
    expect(told).toHaveLength(2);
    expect(told[0]?.textBody).toContain("accepted the backer's wish for an introduction");

    const twice = await introduction(token, shareId, { decision: "decline" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SHARE_MESSAGES.notAwaitingIntroduction);
  });

  it("declined: the backer is told politely without a reason, and nothing of the founder", async () => {
    const { ideaId, token, founder, backers, proposed } = await sentShares();
    const shareId = proposed[1]?.id ?? 0;
    await answered(shareId, "interested");
    const response = await introduction(token, shareId, { decision: "decline" });
    expect(response.statusCode).toBe(200);
    expect(response.json().introductionDecision).toBe("decline");
    const [mail, ...more] = await outboxTo(backers.map((backer) => backer.email));
    expect(more).toEqual([]);
    expect(mail?.recipient).toBe(backers[1]?.email);
    expect(mail?.textBody).toContain("Hello Bella,");
    expect(mail?.textBody).toContain("will not make this introduction");
    for (const secret of [founder.name, "Fiona", founder.email, founder.phone]) {
      expect(`${mail?.subject} ${mail?.textBody}`).not.toContain(secret);
    }
    expect((await actionsOn("startup_idea", ideaId)).slice(-1)[0]?.action).toBe(
      "introduction_declined",
    );
  });

  it("answers 409 for a revoked, declined or introduced share, 404 for another idea's, 400 for bad input", async () => {
    const first = await sentShares();
    const other = await sentShares();
    const [share, second] = first.proposed;
    if (!share || !second) throw new Error("two shares were proposed");
    await answered(share.id, "interested");
    await answered(second.id, "interested");

    const foreign = await introduction(other.token, share.id, { decision: "accept" });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SHARE_MESSAGES.notFound);
    expect((await introduction(first.token, 2_000_000, { decision: "accept" })).statusCode).toBe(
      404,
    );
    for (const [shareId, body] of [
      ["abc", { decision: "accept" }],
      [share.id, { decision: "maybe" }],
      [share.id, {}],
    ] as const) {
      expect((await introduction(first.token, shareId, body)).statusCode).toBe(400);
    }

    await db().update(shares).set({ state: "revoked" }).where(eq(shares.id, share.id));
    expect((await introduction(first.token, share.id, { decision: "accept" })).statusCode).toBe(
      409,
    );
    await db().update(shares).set({ state: "introduced" }).where(eq(shares.id, second.id));
    expect((await introduction(first.token, second.id, { decision: "accept" })).statusCode).toBe(
      409,
    );

    const { token: interestToken } = await submittedWithToken(world.t, "investment-interests");
    const byInterest = await introduction(interestToken, share.id, { decision: "accept" });
    expect(byInterest.statusCode).toBe(404);
    expect(byInterest.json().message).toBe(MESSAGE_TEXTS.statusNotFound);
    expect((await db().select().from(shares).where(eq(shares.id, share.id)))[0]).toMatchObject({
      introductionDecision: null,
    });
  });
});

describe("the submitter limits (contract §6)", () => {
  it("count the founder's answers with the status page's other writes", async () => {
    const limited = await createTestApp({ RATE_LIMITS: "on" });
    try {
      const { token } = await submittedWithToken(limited, "startup-ideas");
      const from = { remoteAddress: "203.0.113.21" };
      const url = `/api/status/${token}`;
      const statuses: number[] = [];
      for (let hit = 0; hit < 15; hit++) {
        statuses.push(
          (await postJson(limited.app, `${url}/shares/consent`, { decision: "share" }, from))
            .statusCode,
        );
        statuses.push(
          (
            await postJson(
              limited.app,
              `${url}/shares/1/introduction`,
              { decision: "accept" },
              from,
            )
          ).statusCode,
        );
      }
      expect(statuses.every((status) => status === 409 || status === 404)).toBe(true);
      const refused = await postJson(limited.app, `${url}/messages`, { body: "Hello" }, from);
      expect(refused.statusCode).toBe(429);
      const consentRefused = await postJson(
        limited.app,
        `${url}/shares/consent`,
        { decision: "share" },
        from,
      );
      expect(consentRefused.statusCode).toBe(429);
      expect(Number(consentRefused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
