import type { ActivityEntryRecord } from "@shared/schemas/activity";
import { INDUSTRY_CODES, industryLabel } from "@shared/schemas/investment-interest";
import { SHARE_LIMITS, SHARE_MESSAGES } from "@shared/schemas/share-states";
import {
  type BackerMatch,
  type IdeaMatch,
  SECTOR_INDUSTRY,
  type ShareRecord,
} from "@shared/schemas/shares";
import { STARTUP_SECTORS } from "@shared/schemas/startup-idea";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import { DEFAULT_KEYS } from "../../../tests/support/reviews-api";
import {
  type ApiCall,
  apiCall,
  createTestApp,
  type TestApp,
} from "../../../tests/support/test-app";
import { rowsOf } from "../../db/rows";
import { investmentInterests, mailOutbox, shares, startupIdeas } from "../../db/schema";

/**
 * Contract §18, staff's side: matching backers and ideas (the seven sector pairs, order,
 * limit, totals, blind scores), proposing with the founder's consent request, the shares of a
 * record, revoking, and introducing — every route and status code.
 */
let t: TestApp;
let admin: string;
let reviewer: string;
let editor: string;
const call: ApiCall = apiCall(() => t, "/api/admin");

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
const TEASER = "A soil sensor start-up with three pilot farms and a working prototype.";

/** One idea per sector, and one backer per industry code holding only that code. */
const ideaOf = new Map<string, number>();
const backerOf = new Map<string, number>();
let archivedIdea: number;
let archivedBacker: number;
/** A backer of two codes, newer than all the others. */
let twoCodeBacker: number;

async function insertIdea(name: string, sector: string, n: number, status = "new") {
  const [row] = await t.database.db
    .insert(startupIdeas)
    .values({
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@founders.example`,
      idea: `The idea of ${name}`,
      sector,
      stage: "Prototype/MVP",
      status: status as "new",
      createdAt: day(n),
    })
    .returning({ id: startupIdeas.id });
  return row?.id ?? 0;
}

async function insertBacker(name: string, sectors: string[], n: number, status = "new") {
  const [row] = await t.database.db
    .insert(investmentInterests)
    .values({
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@backers.example`,
      sectors,
      investmentAmount: "$5,001-25,000",
      status: status as "new",
      createdAt: day(n),
    })
    .returning({ id: investmentInterests.id });
  return row?.id ?? 0;
}

const backersOf = async (ideaId: number, query = "", cookie = admin) => {
  const response = await call("GET", `/startup-ideas/${ideaId}/backers${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<BackerMatch[]>(), total: response.headers["x-total-count"] };
};
const ideasOf = async (interestId: number, query = "", cookie = admin) => {
  const response = await call("GET", `/investment-interests/${interestId}/ideas${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<IdeaMatch[]>(), total: response.headers["x-total-count"] };
};
const propose = (
  ideaId: number,
  interestIds: unknown,
  teaser: unknown = TEASER,
  cookie = reviewer,
) => call("POST", `/startup-ideas/${ideaId}/shares`, cookie, { interestIds, teaser });
const activityOf = async (path: string) =>
  (await call("GET", `${path}/activity`, admin)).json<ActivityEntryRecord[]>();
const mailTo = (recipient: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(asc(mailOutbox.id));

beforeAll(async () => {
  // Mail set up (to a port nothing listens on): what is written to the outbox is what is read.
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
  admin = await signedInAdmin(t);
  reviewer = (await signedInStaff(t, "reviewer", "rita")).cookie;
  editor = (await signedInStaff(t, "editor", "eddie")).cookie;
  for (const [index, sector] of STARTUP_SECTORS.entries()) {
    ideaOf.set(sector, await insertIdea(`Founder ${index}`, sector, index));
  }
  for (const [index, code] of INDUSTRY_CODES.entries()) {
    backerOf.set(code, await insertBacker(`Backer ${index}`, [code], index));
  }
  archivedIdea = await insertIdea("Archived Founder", "Biotech", 50, "archived");
  archivedBacker = await insertBacker("Archived Backer", ["ag-biotech"], 50, "archived");
  twoCodeBacker = await insertBacker("Double Backer", ["ag-biotech", "forestry"], 60);
});
afterAll(() => t.close());

const idea = (sector: string) => ideaOf.get(sector) ?? 0;
const backer = (code: string) => backerOf.get(code) ?? 0;

describe("matches", () => {
  it.each(STARTUP_SECTORS)(
    "pairs the sector %s with exactly its one industry code",
    async (sector) => {
      const code = SECTOR_INDUSTRY[sector];
      const single = (rows: BackerMatch[]) =>
        rows.map((row) => row.interest.id).filter((id) => id !== twoCodeBacker);
      expect(single((await backersOf(idea(sector))).rows)).toEqual([backer(code)]);
      expect((await ideasOf(backer(code))).rows.map((row) => row.idea.id)).toEqual([idea(sector)]);
    },
  );

  it("lists an idea's backers not archived, newest first, with the total and the interest's fields", async () => {
    const { rows, total } = await backersOf(idea("Biotech"));
    expect(rows.map((row) => row.interest.id)).toEqual([twoCodeBacker, backer("ag-biotech")]);
    expect(rows.map((row) => row.interest.id)).not.toContain(archivedBacker);
    expect(total).toBe("2");
    expect(rows[1]).toEqual({
      interest: {
        id: backer("ag-biotech"),
        name: "Backer 0",
        email: "backer.0@backers.example",
        sectors: ["ag-biotech"],
        investmentAmount: "$5,001-25,000",
        status: "new",
        createdAt: day(0).toISOString(),
      },
      share: null,
    });
    const first = await backersOf(idea("Biotech"), "?limit=1");
    expect(first.rows.map((row) => row.interest.id)).toEqual([twoCodeBacker]);
    expect(first.total).toBe("2");
  });

  it("keeps an idea's backer total to the interests as they are added, archived, moved and deleted", async () => {
    const forestry = idea("Forestry Technology");
    const stored = async () => {
      const [row] = await rowsOf<{ n: string | number }>(
        t.database.db,
        sql`select count(*) as n from investment_interests
            where status <> 'archived' and sectors @> array['forestry']::text[]`,
      );
      return String(row?.n);
    };
    const expectTotal = async (wanted: string) => {
      expect((await backersOf(forestry)).total).toBe(wanted);
      expect(await stored()).toBe(wanted);
    };
    await expectTotal("2");
    // A code named twice counts once.
    const added = await insertBacker("Counted Backer", ["forestry", "forestry", "ag-biotech"], 70);
    await expectTotal("3");
    const set = (change: Partial<typeof investmentInterests.$inferInsert>) =>
      t.database.db
        .update(investmentInterests)
        .set(change)
        .where(eq(investmentInterests.id, added));
    await set({ status: "archived" });
    await expectTotal("2");
    await set({ status: "contacted" });
    await expectTotal("3");
    await set({ sectors: ["ag-biotech"] });
    await expectTotal("2");
    await set({ sectors: ["ag-biotech", "forestry"], status: "reviewing" });
    await expectTotal("3");
    await t.database.db.delete(investmentInterests).where(eq(investmentInterests.id, added));
    await expectTotal("2");
  });

  it("lists an interest's ideas in all its sectors, not archived", async () => {
    const { rows, total } = await ideasOf(twoCodeBacker);
    // Both unscored: newest first (Forestry Technology was inserted after Biotech).
    expect(rows.map((row) => row.idea.id)).toEqual([idea("Forestry Technology"), idea("Biotech")]);
    expect(rows.map((row) => row.idea.id)).not.toContain(archivedIdea);
    expect(total).toBe("2");
    expect(rows[1]?.idea).toEqual({
      id: idea("Biotech"),
      name: "Founder 0",
      sector: "Biotech",
      stage: "Prototype/MVP",
      status: "new",
      score: null,
      createdAt: day(0).toISOString(),
    });
  });

  it("puts the best score first, unscored last, and keeps scores blind for a reviewer who has not reviewed", async () => {
    const fan = await insertBacker("Fan Backer", ["robotics", "seed-inputs", "other"], 70);
    const [robotics, seeds, other] = ["Ag Robotics & Automation", "Seeds/Inputs", "Other"].map(
      idea,
    );
    const review = (id: number | undefined, score: number, cookie: string) =>
      call("PUT", `/startup-ideas/${id}/reviews/me`, cookie, {
        scores: Object.fromEntries(DEFAULT_KEYS["startup-ideas"].map((key) => [key, score])),
        recommendation: "advance",
      });
    expect((await review(seeds, 2, reviewer)).statusCode).toBe(200);
    expect((await review(robotics, 5, admin)).statusCode).toBe(200);

    const seenByAdmin = (await ideasOf(fan)).rows.map((row) => [row.idea.id, row.idea.score]);
    expect(seenByAdmin).toEqual([
      [robotics, 5],
      [seeds, 2],
      [other, null],
    ]);
    // The reviewer sees only their own review's score; the admin's idea sorts with the
    // unscored, newest first (Other was inserted after Ag Robotics).
    const seenByReviewer = (await ideasOf(fan, "", reviewer)).rows.map((row) => [
      row.idea.id,
      row.idea.score,
    ]);
    expect(seenByReviewer).toEqual([
      [seeds, 2],
      [other, null],
      [robotics, null],
    ]);
    expect((await ideasOf(fan, "?limit=2", reviewer)).rows.map((row) => row.idea.id)).toEqual([
      seeds,
      other,
    ]);
    expect((await ideasOf(fan, "?limit=1")).rows.map((row) => row.idea.id)).toEqual([robotics]);
    expect((await ideasOf(fan, "?limit=1")).total).toBe("3");
  });

  it("refuses a bad limit (400) and answers 404 for an unknown record, and editors 403", async () => {
    for (const limit of ["0", "101", "many"]) {
      const bad = await call(
        "GET",
        `/startup-ideas/${idea("Other")}/backers?limit=${limit}`,
        admin,
      );
      expect(bad.statusCode, limit).toBe(400);
    }
    expect((await backersOf(idea("Other"), `?limit=${SHARE_LIMITS.matchesMax}`)).rows).toHaveLength(
      2,
    );
    const ideaGone = await call("GET", "/startup-ideas/999999/backers", admin);
    expect([ideaGone.statusCode, ideaGone.json().message]).toEqual([
      404,
      SHARE_MESSAGES.ideaNotFound,
    ]);
    const interestGone = await call("GET", "/investment-interests/999999/ideas", admin);
    expect([interestGone.statusCode, interestGone.json().message]).toEqual([
      404,
      SHARE_MESSAGES.interestNotFound,
    ]);
    expect((await call("GET", "/startup-ideas/abc/backers", admin)).statusCode).toBe(400);
    expect((await call("GET", `/startup-ideas/${idea("Other")}/backers`, editor)).statusCode).toBe(
      403,
    );
    expect((await call("GET", `/startup-ideas/${idea("Other")}/backers`, "")).statusCode).toBe(401);
  });
});

describe("proposing", () => {
  it("creates one share per backer awaiting the founder, logs both records, and asks the founder once without naming a backer", async () => {
    const forestry = idea("Forestry Technology");
    const response = await propose(forestry, [backer("forestry"), backer("robotics")]);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<ShareRecord[]>();
    expect(created.map((share) => [share.interestId, share.state, share.sectorMatch])).toEqual([
      [backer("forestry"), "awaiting-founder", true],
      [backer("robotics"), "awaiting-founder", false],
    ]);
    expect(created[0]).toMatchObject({
      ideaId: forestry,
      teaser: TEASER,
      consentedAt: null,
      sentAt: null,
      expiresAt: null,
      views: 0,
      pagesViewed: 0,
      response: null,
      introducedAt: null,
      revokedAt: null,
    });

    // The matches carry the share now.
    const matched = (await backersOf(forestry)).rows.find(
      (row) => row.interest.id === backer("forestry"),
    );
    expect(matched?.share).toEqual(created[0]);
    const fromInterest = (await ideasOf(backer("forestry"))).rows[0];
    expect(fromInterest?.share).toEqual(created[0]);

    // Each step in both records' logs: the idea's has both shares, the backer's its own.
    const proposedIn = async (path: string) =>
      (await activityOf(path))
        .filter((entry) => entry.action === "share_proposed")
        .map((entry) => [entry.actor?.username, entry.details.shareId]);
    expect(await proposedIn(`/startup-ideas/${forestry}`)).toEqual([
      ["rita", created[1]?.id],
      ["rita", created[0]?.id],
    ]);
    expect(await proposedIn(`/investment-interests/${backer("forestry")}`)).toEqual([
      ["rita", created[0]?.id],
    ]);

    const [request, ...more] = await mailTo("founder.3@founders.example");
    expect(more).toEqual([]);
    expect(request?.subject).toBe("We would like to show your idea to 2 backers");
    const text = request?.textBody ?? "";
    expect(text).toContain(`- ${industryLabel("forestry")}: $5,001-25,000`);
    expect(text).toContain(`- ${industryLabel("robotics")}: $5,001-25,000`);
    expect(text).toContain(TEASER);
    expect(text).toMatch(/http:\/\/localhost:3000\/status\/[A-Za-z0-9_-]{43}/);
    for (const secret of ["Backer 3", "Backer 2", "backers.example"]) {
      expect(text).not.toContain(secret);
      expect(request?.subject).not.toContain(secret);
    }
  });

  it("creates nothing when any backer already holds a share of the idea (409)", async () => {
    const forestry = idea("Forestry Technology");
    const before = await t.database.db.select().from(shares);
    const mailBefore = await t.database.db.select().from(mailOutbox);
    const again = await propose(forestry, [backer("other"), backer("forestry")]);
    expect([again.statusCode, again.json().message]).toEqual([409, SHARE_MESSAGES.alreadyShared]);
    expect(await t.database.db.select().from(shares)).toHaveLength(before.length);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(mailBefore.length);
  });

  it("refuses an unknown backer, a bad body, an unknown idea and an editor", async () => {
    const other = idea("Other");
    const unknown = await propose(other, [backer("other"), 999999]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: "interestIds", message: SHARE_MESSAGES.unknownInterest },
    ]);
    const short = await propose(other, [backer("other")], "Too short");
    expect(short.json().errors).toEqual([{ path: "teaser", message: SHARE_MESSAGES.teaser }]);
    expect((await propose(other, [])).statusCode).toBe(400);
    expect((await propose(other, [backer("other"), backer("other")])).statusCode).toBe(400);
    const many = Array.from({ length: SHARE_LIMITS.interestsMax + 1 }, (_, i) => i + 1);
    expect((await propose(other, many)).statusCode).toBe(400);
    const gone = await propose(999999, [backer("other")]);
    expect([gone.statusCode, gone.json().message]).toEqual([404, SHARE_MESSAGES.ideaNotFound]);
    expect((await propose(other, [backer("other")], TEASER, editor)).statusCode).toBe(403);
    expect(
      await t.database.db.select().from(shares).where(eq(shares.startupIdeaId, other)),
    ).toEqual([]);
  });
});

describe("a record's shares, revoking, introducing", () => {
  let share: ShareRecord;
  beforeAll(async () => {
    const response = await propose(idea("Seeds/Inputs"), [backer("seed-inputs")], TEASER, admin);
    [share] = response.json<ShareRecord[]>() as [ShareRecord];
  });

  it("lists an idea's and an interest's shares", async () => {
    const ofIdea = await call("GET", `/startup-ideas/${idea("Seeds/Inputs")}/shares`, reviewer);
    expect(ofIdea.json()).toEqual([share]);
    const ofInterest = await call(
      "GET",
      `/investment-interests/${backer("seed-inputs")}/shares`,
      reviewer,
    );
    expect(ofInterest.json()).toEqual([share]);
    const ofForestry = await call(
      "GET",
      `/investment-interests/${backer("forestry")}/shares`,
      admin,
    );
    expect(ofForestry.json<ShareRecord[]>().map((each) => each.ideaId)).toEqual([
      idea("Forestry Technology"),
    ]);
    expect((await call("GET", "/startup-ideas/999999/shares", admin)).statusCode).toBe(404);
    expect((await call("GET", "/investment-interests/999999/shares", admin)).statusCode).toBe(404);
  });

  it("introduces only once the backer and the founder both said yes, by one mail to both", async () => {
    const introduce = (body: unknown = {}) =>
      call("POST", `/shares/${share.id}/introduce`, reviewer, body);
    const early = await introduce();
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      SHARE_MESSAGES.introductionNotAgreed,
    ]);
    const agree = (set: Partial<typeof shares.$inferInsert>) =>
      t.database.db.update(shares).set(set).where(eq(shares.id, share.id));
    await agree({ state: "sent", response: "interested" });
    expect((await introduce()).statusCode).toBe(409);
    await agree({ introductionDecision: "decline" });
    expect((await introduce()).statusCode).toBe(409);
    await agree({ introductionDecision: "accept" });

    const done = await introduce({ note: "Two people who should talk about seed coatings." });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<ShareRecord>()).toMatchObject({ state: "introduced", id: share.id });
    expect(done.json<ShareRecord>().introducedAt).not.toBeNull();

    const founder = "founder.5@founders.example";
    const backerAddress = "backer.5@backers.example";
    const [mail, ...more] = await mailTo(`${founder}, ${backerAddress}`);
    expect(more).toEqual([]);
    expect(mail?.purpose).toBe("introduction");
    expect(mail?.subject).toBe("Introduction: Founder 5 and Backer 5");
    for (const named of [
      `Founder 5 <${founder}>`,
      `Backer 5 <${backerAddress}>`,
      "seed coatings",
    ]) {
      expect(mail?.textBody).toContain(named);
    }
    for (const path of [
      `/startup-ideas/${share.ideaId}`,
      `/investment-interests/${share.interestId}`,
    ]) {
      const logged = (await activityOf(path)).filter((entry) => entry.action === "introduced");
      expect(logged.map((entry) => entry.details.shareId)).toEqual([share.id]);
    }

    const twice = await introduce();
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      SHARE_MESSAGES.alreadyIntroduced,
    ]);
    expect((await call("POST", "/shares/999999/introduce", admin, {})).statusCode).toBe(404);
    const longNote = "x".repeat(SHARE_LIMITS.introductionNoteMax + 1);
    expect((await introduce({ note: longNote })).statusCode).toBe(400);
  });

  it("revokes a share, logging both records once; revoking again changes nothing", async () => {
    const [fresh] = (await propose(idea("Other"), [backer("other")], TEASER, admin)).json<
      ShareRecord[]
    >();
    const revoke = () => call("POST", `/shares/${fresh?.id}/revoke`, reviewer);
    const revoked = await revoke();
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<ShareRecord>()).toMatchObject({ id: fresh?.id, state: "revoked" });
    const revokedAt = revoked.json<ShareRecord>().revokedAt;
    expect(revokedAt).not.toBeNull();
    const again = await revoke();
    expect(again.statusCode).toBe(200);
    expect(again.json<ShareRecord>().revokedAt).toBe(revokedAt);
    for (const path of [
      `/startup-ideas/${idea("Other")}`,
      `/investment-interests/${backer("other")}`,
    ]) {
      const logged = (await activityOf(path)).filter((entry) => entry.action === "share_revoked");
      expect(logged.map((entry) => entry.details)).toEqual([
        expect.objectContaining({ shareId: fresh?.id, from: "awaiting-founder" }),
      ]);
    }
    // Both said yes, but the share was revoked: no introduction.
    await t.database.db
      .update(shares)
      .set({ response: "interested", introductionDecision: "accept" })
      .where(eq(shares.id, fresh?.id ?? 0));
    const introduce = await call("POST", `/shares/${fresh?.id}/introduce`, admin, {});
    expect([introduce.statusCode, introduce.json().message]).toEqual([
      409,
      SHARE_MESSAGES.shareRevoked,
    ]);
    expect((await call("POST", "/shares/999999/revoke", admin)).statusCode).toBe(404);
    expect((await call("POST", `/shares/${fresh?.id}/revoke`, editor)).statusCode).toBe(403);
  });
});

describe("without mail (no SMTP_URL)", () => {
  let bare: TestApp;
  let cookie: string;
  beforeAll(async () => {
    bare = await createTestApp();
    cookie = await signedInAdmin(bare);
  });
  afterAll(() => bare.close());

  it("proposes (the status page asks the founder) but writes no mail, and refuses to introduce (409)", async () => {
    const db = bare.database.db;
    const [founder] = await db
      .insert(startupIdeas)
      .values({
        name: "Ada",
        email: "ada@x.example",
        idea: "An idea",
        sector: "Other",
        stage: "Other",
      })
      .returning({ id: startupIdeas.id });
    const [backerRow] = await db
      .insert(investmentInterests)
      .values({
        name: "Bo",
        email: "bo@x.example",
        sectors: ["other"],
        investmentAmount: "$25,000+",
      })
      .returning({ id: investmentInterests.id });
    const send = apiCall(() => bare, "/api/admin");
    const proposed = await send("POST", `/startup-ideas/${founder?.id}/shares`, cookie, {
      interestIds: [backerRow?.id],
      teaser: TEASER,
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(await db.select().from(mailOutbox)).toEqual([]);
    const [share] = proposed.json<ShareRecord[]>();
    await db
      .update(shares)
      .set({ state: "sent", response: "interested", introductionDecision: "accept" })
      .where(eq(shares.id, share?.id ?? 0));
    const introduce = await send("POST", `/shares/${share?.id}/introduce`, cookie, {});
    expect([introduce.statusCode, introduce.json().message]).toEqual([
      409,
      SHARE_MESSAGES.introductionNeedsMail,
    ]);
    expect((await db.select().from(shares))[0]?.introducedAt).toBeNull();
  });
});
