import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ONE_SECTOR_TOO_MANY,
  validInvestPage,
  validStartupsPage,
} from "../../../tests/support/submission-payloads";
import {
  createTestApp,
  postJson,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../../tests/support/test-app";
import { investmentInterests } from "../../db/schema";

const URL = "/api/investment-interests";

const MESSAGES = {
  name: "Please enter your full name.",
  email: "Please enter a valid email address.",
  industry: "Please select which part of the agricultural industry you're interested in.",
  capital: "Please select your available investment capital.",
  distinct: "Each sector may be chosen only once.",
  terms: "You must agree to the terms and conditions.",
} as const;

/** What the /investment-interest page sends. */
const investPage = validInvestPage();

/** What the /startup-ideas page's investment form sends. */
const startupsPage = validStartupsPage();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function storedCount() {
  const [row] = await t.database.db.select({ n: count() }).from(investmentInterests);
  return row?.n ?? 0;
}

async function storedInterest(id: number) {
  const [row] = await t.database.db
    .select()
    .from(investmentInterests)
    .where(eq(investmentInterests.id, id));
  return row;
}

describe("POST /api/investment-interests", () => {
  it("stores the invest page's shape and answers 201 with the stored record", async () => {
    const response = await postJson(t.app, URL, investPage);
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json();
    const { termsAgreed: _notStored, ...sent } = investPage;
    expect(body).toEqual({
      id: expect.any(Number),
      ...sent,
      status: "new",
      notes: null,
      assigneeId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(body).not.toHaveProperty("termsAgreed");

    const row = await storedInterest(body.id);
    // The answer is the stored record, less the back office's own bookkeeping.
    const { unreadMessages, statusChangedAt, reviewScore, reviewCount, ...stored } = JSON.parse(
      JSON.stringify(row),
    );
    expect(unreadMessages).toBe(0);
    expect(statusChangedAt).toBe(stored.createdAt);
    expect([reviewScore, reviewCount]).toEqual([null, 0]);
    expect(stored).toEqual(body);
  });

  it("stores the startups page's shape as sectors = [agIndustry], investmentAmount = investmentCapital", async () => {
    const response = await postJson(t.app, URL, startupsPage);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ sectors: ["robotics"], investmentAmount: "$5,000-25,000" });
    expect(body).not.toHaveProperty("agIndustry");
    expect(body).not.toHaveProperty("investmentCapital");

    const row = await storedInterest(body.id);
    expect(row).toMatchObject({
      name: "Grace Grower",
      email: "grace@example.com",
      phone: null,
      sectors: ["robotics"],
      investmentAmount: "$5,000-25,000",
      additionalInfo: null,
      status: "new",
      notes: null,
    });
  });

  it("stores several distinct sectors in order", async () => {
    const sectors = ["ag-biotech", "seed-inputs", "other"];
    const response = await postJson(t.app, URL, { ...investPage, sectors });
    expect(response.statusCode).toBe(201);
    expect((await storedInterest(response.json().id))?.sectors).toEqual(sectors);
  });

  it("stores trimmed strings and blank optional fields as null", async () => {
    const response = await postJson(t.app, URL, {
      ...investPage,
      name: "  Grace Grower ",
      email: " grace@example.com\t",
      phone: "   ",
      additionalInfo: "",
    });
    expect(response.statusCode).toBe(201);
    expect(await storedInterest(response.json().id)).toMatchObject({
      name: "Grace Grower",
      email: "grace@example.com",
      phone: null,
      additionalInfo: null,
    });
  });

  it("ignores id, status, notes and dates sent by the client: status is 'new'", async () => {
    const response = await postJson(t.app, URL, {
      ...startupsPage,
      id: 31337,
      status: "contacted",
      notes: "VIP",
      createdAt: "1999-12-31T00:00:00.000Z",
    });
    expect(response.statusCode).toBe(201);
    const row = await storedInterest(response.json().id);
    expect(row?.id).not.toBe(31337);
    expect(row?.status).toBe("new");
    expect(row?.notes).toBeNull();
    expect(row?.createdAt.getUTCFullYear()).toBeGreaterThan(1999);
  });

  describe("validation", () => {
    it("answers 400 naming each bad field of the invest page's shape", async () => {
      const before = await storedCount();
      const response = await postJson(t.app, URL, {
        name: "G",
        email: "grace@",
        sectors: [],
        investmentAmount: "",
        termsAgreed: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const body = response.json();
      expect(body.message).toEqual(expect.any(String));
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: "name", message: MESSAGES.name },
          { path: "email", message: MESSAGES.email },
          { path: "sectors", message: MESSAGES.industry },
          { path: "investmentAmount", message: MESSAGES.capital },
          { path: "termsAgreed", message: MESSAGES.terms },
        ]),
      );
      expect(body.errors).toHaveLength(5);
      expect(await storedCount()).toBe(before);
    });

    it("answers 400 naming each bad field of the startups page's shape", async () => {
      const before = await storedCount();
      const response = await postJson(t.app, URL, {
        name: "",
        email: "not an email",
        agIndustry: "",
        investmentCapital: "",
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.errors).toEqual(
        expect.arrayContaining([
          { path: "name", message: MESSAGES.name },
          { path: "email", message: MESSAGES.email },
          { path: "agIndustry", message: MESSAGES.industry },
          { path: "investmentCapital", message: MESSAGES.capital },
          { path: "termsAgreed", message: MESSAGES.terms },
        ]),
      );
      expect(body.errors).toHaveLength(5);
      expect(await storedCount()).toBe(before);
    });

    it.each([
      ["sectors", ["forestry", "forestry"], "sectors", MESSAGES.distinct],
      ["sectors", ["fintech"], "sectors.0", MESSAGES.industry],
      ["sectors", ONE_SECTOR_TOO_MANY, "sectors", MESSAGES.distinct],
      ["investmentAmount", "$501-1000", "investmentAmount", MESSAGES.capital],
      ["termsAgreed", "true", "termsAgreed", MESSAGES.terms],
      ["phone", "1".repeat(41), "phone", "Phone must be at most 40 characters"],
      [
        "additionalInfo",
        "i".repeat(5001),
        "additionalInfo",
        "Additional information must be at most 5000 characters",
      ],
    ])("answers 400 for %s = %j", async (field, value, path, message) => {
      const before = await storedCount();
      const response = await postJson(t.app, URL, { ...investPage, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ path, message }] });
      expect(await storedCount()).toBe(before);
    });

    it("answers 400 when termsAgreed is left out", async () => {
      const { termsAgreed: _omitted, ...withoutTerms } = startupsPage;
      const response = await postJson(t.app, URL, withoutTerms);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: "termsAgreed", message: MESSAGES.terms }]);
    });

    it("answers 400, never 500, for wrong types, naming each field once", async () => {
      const response = await postJson(t.app, URL, {
        name: ["Grace", "Grower"],
        email: 42,
        phone: 5550199,
        sectors: "forestry",
        investmentAmount: 1000,
        additionalInfo: ["more"],
        termsAgreed: "yes",
      });
      expect(response.statusCode).toBe(400);
      const errors = response.json().errors;
      expect(errors).toEqual(
        expect.arrayContaining([
          { path: "name", message: MESSAGES.name },
          { path: "email", message: MESSAGES.email },
          { path: "phone", message: "Phone must be text" },
          { path: "sectors", message: MESSAGES.industry },
          { path: "investmentAmount", message: MESSAGES.capital },
          { path: "additionalInfo", message: "Additional information must be text" },
          { path: "termsAgreed", message: MESSAGES.terms },
        ]),
      );
      expect(errors).toHaveLength(7);
    });

    it("answers 400, never 500, for a wrong-typed agIndustry", async () => {
      const response = await postJson(t.app, URL, { ...startupsPage, agIndustry: { code: 1 } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: "agIndustry", message: MESSAGES.industry }]);
    });

    it.each(["null", "[]", '"text"', "7"])(
      "answers 400, never 500, for the body %s",
      async (raw) => {
        const response = await postJson(t.app, URL, raw);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: expect.any(String) });
      },
    );
  });

  it("answers a __proto__ key without a 500 and without polluting objects", async () => {
    const raw = `{"__proto__": {"agIndustry": "robotics", "polluted": true}, ${JSON.stringify(investPage).slice(1)}`;
    const response = await postJson(t.app, URL, raw);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    if (response.statusCode === 201) {
      expect((await storedInterest(response.json().id))?.sectors).toEqual(["forestry"]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect("agIndustry" in {}).toBe(false);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    for (const body of [investPage, startupsPage]) {
      const before = await storedCount();
      const response = await postJson(t.app, URL, { ...body, website: "http://spam.example" });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        id: expect.any(Number),
        name: "Grace Grower",
        status: "new",
      });
      expect(response.json()).not.toHaveProperty("website");
      expect(await storedCount()).toBe(before);
    }
  });

  it("answers 403 to a foreign Origin and stores nothing; accepts its own origin", async () => {
    const before = await storedCount();
    const refused = await postJson(t.app, URL, investPage, {
      headers: { origin: "https://evil.example" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect(await storedCount()).toBe(before);

    const accepted = await postJson(t.app, URL, investPage, {
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(accepted.statusCode).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });
});

describe("POST /api/investment-interests rate limit (RATE_LIMITS=on)", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: "on" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("accepts 30 submissions an hour from one IP; the 31st is a 429 with Retry-After", async () => {
    const ip = "192.0.2.44";
    for (let i = 1; i <= 30; i++) {
      const body = i % 2 ? investPage : startupsPage;
      const response = await postJson(limited.app, URL, body, { remoteAddress: ip });
      expect(response.statusCode, `submission ${i}`).toBe(201);
    }
    const refused = await postJson(limited.app, URL, investPage, { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const [row] = await limited.database.db.select({ n: count() }).from(investmentInterests);
    expect(row?.n).toBe(30);
  });
});
