import { DECK_MESSAGES } from "@shared/schemas/decks";
import { SHARE_MESSAGES } from "@shared/schemas/share-states";
import { and, asc, eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DealWorld, plainDeckPage, sentShare } from "../../../tests/support/deal-links";
import { staffWorldForThisFile } from "../../../tests/support/staff-world";
import { statusIdea, statusInterest } from "../../../tests/support/status-page";
import { createTestApp, postJson, type TestApp } from "../../../tests/support/test-app";
import {
  activityLog,
  decks,
  endedDealLinks,
  investmentInterests,
  rateLimitCounters,
  sharePageImages,
  shares,
  startupIdeas,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { mintStatusToken } from "../messages/status-tokens";
import { purgeDue } from "../personal-data/retention";
import { VIEW_REPORTS_PER_HOUR, viewLimitKey } from "./deal-views";
import { newDealToken } from "./share-record";

/** A backer's deal link (contract §18): the page's data, marked pages, views, the answer, its end. */
const staff = staffWorldForThisFile();
let t: TestApp;
beforeAll(() => {
  t = staff.t;
});

const FOUNDER = statusIdea("Ada Farmer", "ada.founder@example.com");
const BACKER = statusInterest("Grace Grower", "grace.backer@example.com");
const FOUNDER_CONTACT = [FOUNDER.name, FOUNDER.email, FOUNDER.phone];

const deal = (world: DealWorld, rest = "") => `/api/deal/${world.token}${rest}`;
const views = (world: DealWorld, body: unknown) => postJson(t.app, deal(world, "/views"), body);
const respond = (world: DealWorld, body: unknown) =>
  postJson(t.app, deal(world, "/response"), body);

const adminCall = (method: InjectOptions["method"], url: string, body?: unknown) =>
  staff.call(method, url, undefined, body);

async function shareRow(id: number) {
  const [row] = await t.database.db.select().from(shares).where(eq(shares.id, id));
  return row;
}

const setShare = (id: number, values: Partial<typeof shares.$inferInsert>) =>
  t.database.db.update(shares).set(values).where(eq(shares.id, id));

/** The log entries of one action on a record. */
function entries(subjectType: string, subjectId: number, action: string) {
  return t.database.db
    .select({ details: activityLog.details, actorId: activityLog.actorId })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.subjectType, subjectType),
        eq(activityLog.subjectId, subjectId),
        eq(activityLog.action, action),
      ),
    )
    .orderBy(asc(activityLog.id));
}

/** Every deal route once, for a refused link: each must answer the same. */
async function everyRoute(world: DealWorld) {
  return [
    await t.app.inject({ url: deal(world) }),
    await t.app.inject({ url: deal(world, "/pages/1") }),
    await views(world, { page: 1, seconds: 3 }),
    await respond(world, { response: "interested" }),
  ];
}

async function expectRefused(world: DealWorld, status: number, message: string) {
  for (const answer of await everyRoute(world)) {
    expect(answer.statusCode, `${answer.body}`).toBe(status);
    expect(answer.json()).toEqual({ message });
    expect(answer.headers["cache-control"]).toBe("no-store");
  }
}

describe("GET /api/deal/{token}", () => {
  it("shows the teaser and the idea as the founder wrote it, never the founder's contact", async () => {
    const world = await sentShare(t, { idea: FOUNDER, interest: BACKER });
    const page = await t.app.inject({ url: deal(world) });
    expect(page.statusCode, page.body).toBe(200);
    const [share] = await t.database.db.select().from(shares).where(eq(shares.id, world.shareId));
    expect(page.json()).toEqual({
      teaser: share?.teaser,
      idea: FOUNDER.idea,
      sector: FOUNDER.sector,
      stage: FOUNDER.stage,
      deck: null,
      backerEmail: BACKER.email,
      response: null,
      responseNote: null,
      introduced: false,
      expiresAt: share?.expiresAt?.toISOString(),
    });
    for (const contact of FOUNDER_CONTACT) expect(page.body).not.toContain(contact);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex");
  });

  it("does not count as a view: a mail scanner opening the link is not the backer", async () => {
    const world = await sentShare(t);
    expect((await t.app.inject({ url: deal(world) })).statusCode).toBe(200);
    expect(await shareRow(world.shareId)).toMatchObject({ firstViewedAt: null, views: 0 });
  });

  it("answers 404 for an unknown or malformed token, on every route", async () => {
    const unknown = { token: newDealToken().token, shareId: 0, ideaId: 0, interestId: 0 };
    await expectRefused(unknown, 404, SHARE_MESSAGES.linkUnknown);
    const malformed = { ...unknown, token: "not-a-token" };
    await expectRefused(malformed, 404, SHARE_MESSAGES.linkUnknown);
  });

  it("answers 404 for a share the founder has not consented to (it has no link yet)", async () => {
    const world = await sentShare(t);
    await setShare(world.shareId, { state: "awaiting-founder" });
    await expectRefused(world, 404, SHARE_MESSAGES.linkUnknown);
  });

  it("answers 410 for a revoked link, on every route", async () => {
    const world = await sentShare(t);
    await setShare(world.shareId, { state: "revoked", revokedAt: new Date() });
    await expectRefused(world, 410, SHARE_MESSAGES.linkRevoked);
  });

  it("answers 410 for an expired link, on every route", async () => {
    const world = await sentShare(t);
    await setShare(world.shareId, { expiresAt: new Date(Date.now() - 1000) });
    await expectRefused(world, 410, SHARE_MESSAGES.linkExpired);
  });

  it("keeps an introduced link open after its 30 days, its answer closed", async () => {
    const world = await sentShare(t);
    await setShare(world.shareId, {
      state: "introduced",
      introducedAt: new Date(),
      expiresAt: new Date(Date.now() - 1000),
    });
    const page = await t.app.inject({ url: deal(world) });
    expect(page.statusCode).toBe(200);
    expect(page.json().introduced).toBe(true);
    const answer = await respond(world, { response: "not-for-me" });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: SHARE_MESSAGES.answerClosed });
  });
});

describe("the deck's pages, marked with the backer's address", () => {
  it("lists the deck, and serves each page marked, made on first request and kept", async () => {
    const world = await sentShare(t, { idea: FOUNDER, interest: BACKER, deckPages: 2 });
    const page = await t.app.inject({ url: deal(world) });
    expect(page.json().deck).toEqual({ pages: 2, pagesReady: 2 });

    const first = await t.app.inject({ url: deal(world, "/pages/2") });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers["x-robots-tag"]).toBe("noindex");
    expect(first.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    const plain = await plainDeckPage(t, world.ideaId, 2);
    expect(first.rawPayload.equals(plain)).toBe(false);

    const kept = await t.database.db
      .select({ page: sharePageImages.page, image: sharePageImages.image })
      .from(sharePageImages)
      .where(eq(sharePageImages.shareId, world.shareId));
    expect(kept.map((row) => row.page)).toEqual([2]);
    expect(kept[0]?.image.equals(first.rawPayload)).toBe(true);

    // Later requests read the kept image: the stored bytes are what is served.
    const marker = Buffer.concat([first.rawPayload, Buffer.from("kept")]);
    await t.database.db
      .update(sharePageImages)
      .set({ image: marker })
      .where(eq(sharePageImages.shareId, world.shareId));
    const again = await t.app.inject({ url: deal(world, "/pages/2") });
    expect(again.rawPayload.equals(marker)).toBe(true);
  });

  it("marks each backer's pages with their own address", async () => {
    const world = await sentShare(t, { deckPages: 1 });
    const other = await postJson(
      t.app,
      "/api/investment-interests",
      statusInterest("Hal Harvest", "hal@example.com"),
    );
    const { token, tokenHash } = newDealToken();
    const share = await shareRow(world.shareId);
    if (!share) throw new Error("no share");
    const { id: _id, ...copy } = share;
    await t.database.db
      .insert(shares)
      .values({ ...copy, investmentInterestId: other.json().id, tokenHash });
    const mine = await t.app.inject({ url: deal(world, "/pages/1") });
    const theirs = await t.app.inject({ url: `/api/deal/${token}/pages/1` });
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(mine.rawPayload.equals(theirs.rawPayload)).toBe(false);
  });

  it("records the first view of a page as the link's first view, once, in both logs", async () => {
    const world = await sentShare(t, { deckPages: 1 });
    expect((await t.app.inject({ url: deal(world, "/pages/1") })).statusCode).toBe(200);
    expect((await t.app.inject({ url: deal(world, "/pages/1") })).statusCode).toBe(200);
    const row = await shareRow(world.shareId);
    expect(row?.firstViewedAt).not.toBeNull();
    expect(row?.views).toBe(1);
    expect(await entries("startup_idea", world.ideaId, "share_viewed")).toEqual([
      { details: { shareId: world.shareId, interestId: world.interestId }, actorId: null },
    ]);
    expect(await entries("investment_interest", world.interestId, "share_viewed")).toEqual([
      { details: { shareId: world.shareId, ideaId: world.ideaId }, actorId: null },
    ]);
  });

  it("answers 404 for a page not made, and shows no deck that is not clean or unscanned", async () => {
    const world = await sentShare(t, { deckPages: 1 });
    const missing = await t.app.inject({ url: deal(world, "/pages/2") });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: DECK_MESSAGES.pageNotFound });
    expect((await t.app.inject({ url: deal(world, "/pages/0") })).statusCode).toBe(400);

    await t.database.db
      .update(decks)
      .set({ state: "infected" })
      .where(eq(decks.startupIdeaId, world.ideaId));
    expect((await t.app.inject({ url: deal(world) })).json().deck).toBeNull();
    expect((await t.app.inject({ url: deal(world, "/pages/1") })).statusCode).toBe(404);
    expect(await shareRow(world.shareId)).toMatchObject({ firstViewedAt: null });
  });

  it("forgets the marked pages when the founder replaces the deck", async () => {
    const world = await sentShare(t, { deckPages: 1 });
    expect((await t.app.inject({ url: deal(world, "/pages/1") })).statusCode).toBe(200);
    const token = await mintStatusToken(t.database.db, {
      kind: "startup-ideas",
      id: world.ideaId,
    });
    const removed = await t.app.inject({ method: "DELETE", url: `/api/status/${token}/deck` });
    expect(removed.statusCode).toBe(204);
    expect(
      await t.database.db.$count(sharePageImages, eq(sharePageImages.shareId, world.shareId)),
    ).toBe(0);
  });
});

describe("POST /api/deal/{token}/views", () => {
  it("adds the seconds to the page's and the link's, one view per visit", async () => {
    const world = await sentShare(t);
    expect((await views(world, { page: 1, seconds: 5 })).statusCode).toBe(204);
    let row = await shareRow(world.shareId);
    expect(row).toMatchObject({ views: 1, secondsViewed: 5, pageSeconds: { "1": 5 } });
    expect(row?.firstViewedAt).not.toBeNull();
    expect(row?.lastViewedAt).not.toBeNull();

    await setShare(world.shareId, { lastViewReportAt: new Date(Date.now() - 2000) });
    expect((await views(world, { page: 3, seconds: 7 })).statusCode).toBe(204);
    await setShare(world.shareId, { lastViewReportAt: new Date(Date.now() - 2000) });
    expect((await views(world, { page: 1, seconds: 2 })).statusCode).toBe(204);
    row = await shareRow(world.shareId);
    expect(row).toMatchObject({ views: 1, secondsViewed: 14, pageSeconds: { "1": 7, "3": 7 } });

    // An hour later the backer is back: a second view.
    const hourAgo = new Date(Date.now() - 3600_000);
    await setShare(world.shareId, { lastViewReportAt: hourAgo, lastViewedAt: hourAgo });
    expect((await views(world, { page: 2, seconds: 1 })).statusCode).toBe(204);
    expect(await shareRow(world.shareId)).toMatchObject({ views: 2, secondsViewed: 15 });

    expect(await entries("startup_idea", world.ideaId, "share_viewed")).toHaveLength(1);
    expect(await entries("investment_interest", world.interestId, "share_viewed")).toHaveLength(1);
  });

  it("records at most one a second per link (429)", async () => {
    const world = await sentShare(t);
    expect((await views(world, { page: 1, seconds: 1 })).statusCode).toBe(204);
    const tooSoon = await views(world, { page: 1, seconds: 1 });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: SHARE_MESSAGES.tooManyViews });
    expect(await shareRow(world.shareId)).toMatchObject({ secondsViewed: 1 });

    // Reports at once: exactly one passes the statement's own condition.
    await setShare(world.shareId, { lastViewReportAt: new Date(Date.now() - 2000) });
    const together = await Promise.all(
      Array.from({ length: 5 }, () => views(world, { page: 2, seconds: 1 })),
    );
    expect(together.map((answer) => answer.statusCode).sort()).toEqual([204, 429, 429, 429, 429]);
    expect(await shareRow(world.shareId)).toMatchObject({ secondsViewed: 2 });
  });

  it("takes page 0, the deal page without a deck's pages: the link opened, its time, no page's", async () => {
    const world = await sentShare(t);
    expect((await views(world, { page: 0, seconds: 4 })).statusCode).toBe(204);
    const row = await shareRow(world.shareId);
    expect(row).toMatchObject({ views: 1, secondsViewed: 4, pageSeconds: {} });
    expect(row?.firstViewedAt).not.toBeNull();
    expect(await entries("startup_idea", world.ideaId, "share_viewed")).toHaveLength(1);
  });

  it("refuses a report that is not a page and seconds (400)", async () => {
    const world = await sentShare(t);
    for (const body of [{}, { page: -1, seconds: 1 }, { page: 1, seconds: -1 }, { page: "x" }]) {
      expect((await views(world, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await shareRow(world.shareId)).toMatchObject({ views: 0, firstViewedAt: null });
  });
});

describe("POST /api/deal/{token}/response", () => {
  it("stores the answer, changeable, and logs it on both records", async () => {
    const world = await sentShare(t, { idea: FOUNDER, interest: BACKER });
    const interested = await respond(world, { response: "interested", note: "  Keen to talk.  " });
    expect(interested.statusCode, interested.body).toBe(200);
    expect(interested.json()).toMatchObject({
      response: "interested",
      responseNote: "Keen to talk.",
      introduced: false,
      backerEmail: BACKER.email,
    });
    for (const contact of FOUNDER_CONTACT) expect(interested.body).not.toContain(contact);
    expect(await shareRow(world.shareId)).toMatchObject({
      response: "interested",
      responseNote: "Keen to talk.",
    });

    const changed = await respond(world, { response: "not-for-me" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ response: "not-for-me", responseNote: null });
    expect(await entries("startup_idea", world.ideaId, "share_answered")).toEqual([
      {
        details: { shareId: world.shareId, interestId: world.interestId, response: "interested" },
        actorId: null,
      },
      {
        details: { shareId: world.shareId, interestId: world.interestId, response: "not-for-me" },
        actorId: null,
      },
    ]);
    expect(await entries("investment_interest", world.interestId, "share_answered")).toHaveLength(
      2,
    );
  });

  it("is told to the studio's other tools once, as share.answered about the idea", async () => {
    const [endpoint] = await t.database.db
      .insert(webhookEndpoints)
      .values({
        url: "https://tools.example.org/hook",
        events: ["share.answered"],
        secret: "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      })
      .returning();
    try {
      const world = await sentShare(t, { idea: FOUNDER, interest: BACKER });
      expect((await respond(world, { response: "interested", note: "Call me." })).statusCode).toBe(
        200,
      );
      const told = await t.database.db
        .select({ event: webhookDeliveries.eventType, data: webhookDeliveries.data })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint?.id ?? 0));
      expect(told).toEqual([
        {
          event: "share.answered",
          data: {
            id: world.ideaId,
            kind: "startup_idea",
            name: FOUNDER.name,
            shareId: world.shareId,
            interestId: world.interestId,
            response: "interested",
          },
        },
      ]);
      // Neither the backer's name or address nor their note goes out.
      for (const privateText of [BACKER.name, BACKER.email, "Call me."])
        expect(JSON.stringify(told)).not.toContain(privateText);
    } finally {
      await t.database.db.delete(webhookEndpoints);
    }
  });

  it("is closed once the two were introduced (409)", async () => {
    const world = await sentShare(t);
    await setShare(world.shareId, { state: "introduced", introducedAt: new Date() });
    const answer = await respond(world, { response: "interested" });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: SHARE_MESSAGES.answerClosed });
  });

  it("refuses an unknown answer or a note over 2000 characters (400)", async () => {
    const world = await sentShare(t);
    expect((await respond(world, { response: "maybe" })).statusCode).toBe(400);
    const long = await respond(world, { response: "interested", note: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(SHARE_MESSAGES.responseNote);
    expect(await shareRow(world.shareId)).toMatchObject({ response: null });
  });
});

describe("the link ends with either record (contract §12)", () => {
  async function expectEnded(world: DealWorld, other: { type: string; id: number }) {
    await expectRefused(world, 410, SHARE_MESSAGES.linkEnded);
    expect(await entries(other.type, other.id, "share_ended")).toEqual([
      { details: { shareId: world.shareId }, actorId: null },
    ]);
    expect(await t.database.db.$count(shares, eq(shares.id, world.shareId))).toBe(0);
  }
  const backerSide = (world: DealWorld) => ({ type: "investment_interest", id: world.interestId });
  const ideaSide = (world: DealWorld) => ({ type: "startup_idea", id: world.ideaId });

  it("ends when the founder is erased; the backer's record keeps one entry, nothing personal", async () => {
    const world = await sentShare(t, {
      idea: statusIdea("Erin Erased", "erin.founder@example.com"),
      deckPages: 1,
    });
    expect((await t.app.inject({ url: deal(world, "/pages/1") })).statusCode).toBe(200);
    const erased = await adminCall("POST", "/api/admin/people/erase", {
      email: "erin.founder@example.com",
    });
    expect(erased.statusCode).toBe(200);
    await expectEnded(world, backerSide(world));
    expect(
      await t.database.db.$count(sharePageImages, eq(sharePageImages.shareId, world.shareId)),
    ).toBe(0);
    const logged = await t.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(sql`${activityLog.details}::text ilike ${"%erin%"}`);
    expect(logged).toEqual([]);
  });

  it("ends when the backer is erased; the idea's record keeps one entry", async () => {
    const world = await sentShare(t, {
      interest: statusInterest("Bea Backer", "bea.backer@example.com"),
    });
    const erased = await adminCall("POST", "/api/admin/people/erase", {
      email: "bea.backer@example.com",
    });
    expect(erased.statusCode).toBe(200);
    await expectEnded(world, ideaSide(world));
  });

  it("ends when either record is deleted", async () => {
    const idea = await sentShare(t);
    expect((await adminCall("DELETE", `/api/admin/startup-ideas/${idea.ideaId}`)).statusCode).toBe(
      204,
    );
    await expectEnded(idea, backerSide(idea));
    const interest = await sentShare(t);
    const deleted = await adminCall(
      "DELETE",
      `/api/admin/investment-interests/${interest.interestId}`,
    );
    expect(deleted.statusCode).toBe(204);
    await expectEnded(interest, ideaSide(interest));
  });

  it("ends when either side withdraws from their status page", async () => {
    const idea = await sentShare(t);
    const founderToken = await mintStatusToken(t.database.db, {
      kind: "startup-ideas",
      id: idea.ideaId,
    });
    expect((await postJson(t.app, `/api/status/${founderToken}/withdraw`, {})).statusCode).toBe(
      200,
    );
    await expectEnded(idea, backerSide(idea));
    const interest = await sentShare(t);
    const backerToken = await mintStatusToken(t.database.db, {
      kind: "investment-interests",
      id: interest.interestId,
    });
    expect((await postJson(t.app, `/api/status/${backerToken}/withdraw`, {})).statusCode).toBe(200);
    await expectEnded(interest, ideaSide(interest));
  });

  it("ends when retention deletes either record", async () => {
    const idea = await sentShare(t);
    const interest = await sentShare(t);
    const long = new Date("2001-01-01T00:00:00Z");
    await t.database.db
      .update(startupIdeas)
      .set({ updatedAt: long })
      .where(eq(startupIdeas.id, idea.ideaId));
    await t.database.db
      .update(investmentInterests)
      .set({ updatedAt: long })
      .where(eq(investmentInterests.id, interest.interestId));
    await t.database.db.transaction((tx) => purgeDue(tx));
    await expectEnded(idea, backerSide(idea));
    await expectEnded(interest, ideaSide(interest));
    expect(await t.database.db.$count(endedDealLinks)).toBeGreaterThanOrEqual(2);
  });
});

describe("the submitter limits", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: "on" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("count the backer's answers with the public forms' writes (30 an hour)", async () => {
    const world = await sentShare(limited);
    const answers: number[] = [];
    for (let hit = 0; hit < 31; hit++) {
      const answer = await postJson(limited.app, deal(world, "/response"), {
        response: hit % 2 ? "interested" : "not-for-me",
      });
      answers.push(answer.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it("count view reports against a budget of their own per address", async () => {
    const world = await sentShare(limited);
    expect(
      (await postJson(limited.app, deal(world, "/views"), { page: 1, seconds: 1 })).statusCode,
    ).toBe(204);
    await limited.database.db
      .update(rateLimitCounters)
      .set({ hits: VIEW_REPORTS_PER_HOUR.hits })
      .where(eq(rateLimitCounters.key, viewLimitKey("127.0.0.1")));
    await limited.database.db
      .update(shares)
      .set({ lastViewReportAt: new Date(Date.now() - 2000) })
      .where(eq(shares.id, world.shareId));
    const spent = await postJson(limited.app, deal(world, "/views"), { page: 1, seconds: 1 });
    expect(spent.statusCode).toBe(429);
    expect(Number(spent.headers["retry-after"])).toBeGreaterThan(1);
    expect(await limited.database.db.$count(shares, eq(shares.secondsViewed, 1))).toBe(1);
  });
});
