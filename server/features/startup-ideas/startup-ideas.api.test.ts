import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validIdea } from "../../../tests/support/submission-payloads";
import {
  createTestApp,
  postJson,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../../tests/support/test-app";
import { startupIdeas } from "../../db/schema";
import { SUBMISSIONS_PER_HOUR } from "../submissions/submission-limit";

const URL = "/api/ideas";

const valid = validIdea();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function storedCount() {
  const [row] = await t.database.db.select({ n: count() }).from(startupIdeas);
  return row?.n ?? 0;
}

async function storedIdea(id: number) {
  const [row] = await t.database.db.select().from(startupIdeas).where(eq(startupIdeas.id, id));
  return row;
}

/** The stored row as the API sends it (dates as ISO strings). */
function asJson(row: object) {
  return JSON.parse(JSON.stringify(row));
}

describe("POST /api/ideas", () => {
  it("stores the idea and answers 201 with the stored record", async () => {
    const before = Date.now();
    const response = await postJson(t.app, URL, valid);

    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      ...valid,
      status: "new",
      notes: null,
      assigneeId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Number.isInteger(body.id)).toBe(true);
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(new Date(body.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const row = await storedIdea(body.id);
    expect(row).toBeDefined();
    // The answer is the stored record, less the back office's own bookkeeping.
    const { unreadMessages, statusChangedAt, reviewScore, reviewCount, hasDeck, ...sent } = asJson(
      row as object,
    ) as Record<string, unknown>;
    expect(unreadMessages).toBe(0);
    expect(hasDeck).toBe(false);
    expect(statusChangedAt).toBe(sent.createdAt);
    expect([reviewScore, reviewCount]).toEqual([null, 0]);
    expect(sent).toEqual(body);
  });

  it("stores trimmed strings and a blank phone as null", async () => {
    const response = await postJson(t.app, URL, {
      name: "   Ada Farmer\t",
      email: "  ada@example.com ",
      phone: "     ",
      idea: "\n  Soil sensors that talk to irrigation controllers.  \n",
      sector: valid.sector,
      stage: valid.stage,
    });
    expect(response.statusCode).toBe(201);
    const row = await storedIdea(response.json().id);
    expect(row).toMatchObject({
      name: "Ada Farmer",
      email: "ada@example.com",
      phone: null,
      idea: "Soil sensors that talk to irrigation controllers.",
    });
  });

  it("accepts an idea without a phone", async () => {
    const { phone: _omitted, ...withoutPhone } = valid;
    const response = await postJson(t.app, URL, withoutPhone);
    expect(response.statusCode).toBe(201);
    expect((await storedIdea(response.json().id))?.phone).toBeNull();
  });

  it("ignores id, status, notes and dates sent by the client: status is 'new'", async () => {
    const response = await postJson(t.app, URL, {
      ...valid,
      id: 424242,
      status: "archived",
      notes: "Approved by the client itself",
      createdAt: "2001-01-01T00:00:00.000Z",
      updatedAt: "2001-01-01T00:00:00.000Z",
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.id).not.toBe(424242);
    const row = await storedIdea(body.id);
    expect(row?.status).toBe("new");
    expect(row?.notes).toBeNull();
    expect(row?.createdAt.getUTCFullYear()).toBeGreaterThan(2001);
    expect(row?.updatedAt.getUTCFullYear()).toBeGreaterThan(2001);
    expect(await storedIdea(424242)).toBeUndefined();
  });

  it("gives every idea its own id", async () => {
    const first = (await postJson(t.app, URL, valid)).json();
    const second = (await postJson(t.app, URL, valid)).json();
    expect(second.id).not.toBe(first.id);
  });

  describe("validation", () => {
    it("answers 400 naming every missing field with the spec's messages, storing nothing", async () => {
      const before = await storedCount();
      const response = await postJson(t.app, URL, {});
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: expect.any(String),
        errors: [
          { path: "name", message: "Name must be at least 2 characters" },
          { path: "email", message: "Please enter a valid email address" },
          { path: "idea", message: "Please provide more details about your idea" },
          { path: "sector", message: "Please select an agricultural sector" },
          { path: "stage", message: "Please select a stage" },
        ],
      });
      expect(response.json().message.length).toBeGreaterThan(0);
      expect(await storedCount()).toBe(before);
    });

    it.each([
      ["name", "A", "Name must be at least 2 characters"],
      ["name", "n".repeat(101), "Name must be at most 100 characters"],
      ["email", "ada@", "Please enter a valid email address"],
      ["email", `${"a".repeat(243)}@example.com`, "Email must be at most 254 characters"],
      ["phone", "1".repeat(41), "Phone must be at most 40 characters"],
      ["idea", "too short", "Please provide more details about your idea"],
      ["idea", "i".repeat(5001), "Idea must be at most 5000 characters"],
      ["sector", "Fintech", "Please select an agricultural sector"],
      ["stage", "Series B", "Please select a stage"],
    ])("answers 400 for %s = %j", async (field, value, message) => {
      const before = await storedCount();
      const response = await postJson(t.app, URL, { ...valid, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ path: field, message }] });
      expect(await storedCount()).toBe(before);
    });

    it("accepts the boundary values", async () => {
      const response = await postJson(t.app, URL, {
        ...valid,
        name: "n".repeat(100),
        email: `${"a".repeat(242)}@example.com`,
        phone: "1".repeat(40),
        idea: "i".repeat(5000),
      });
      expect(response.statusCode).toBe(201);
      const row = await storedIdea(response.json().id);
      expect(row?.name).toHaveLength(100);
      expect(row?.email).toHaveLength(254);
      expect(row?.phone).toHaveLength(40);
      expect(row?.idea).toHaveLength(5000);
    });

    it("answers 400, never 500, for wrong types, naming each field once", async () => {
      const response = await postJson(t.app, URL, {
        name: ["A"],
        email: 12345,
        phone: 5550100,
        idea: ["a list of ideas, one"],
        sector: 1,
        stage: { stage: "Other" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: expect.any(String),
        errors: [
          { path: "name", message: "Name must be at least 2 characters" },
          { path: "email", message: "Please enter a valid email address" },
          { path: "phone", message: "Phone must be text" },
          { path: "idea", message: "Please provide more details about your idea" },
          { path: "sector", message: "Please select an agricultural sector" },
          { path: "stage", message: "Please select a stage" },
        ],
      });
    });

    it.each([
      ["null", "null"],
      ["a list", "[]"],
      ["a string", '"Ada Farmer"'],
      ["a number", "42"],
      ["true", "true"],
    ])("answers 400, never 500, when the body is %s", async (_label, raw) => {
      const response = await postJson(t.app, URL, raw);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    });

    it("answers 400 with the field errors when there is no body at all", async () => {
      const response = await t.app.inject({ method: "POST", url: URL });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveLength(5);
    });
  });

  describe("prototype pollution", () => {
    it("answers a __proto__ key without a 500 and without polluting objects", async () => {
      const before = await storedCount();
      const raw = `{"__proto__": {"status": "archived", "isAdmin": true}, ${JSON.stringify(valid).slice(1)}`;
      const response = await postJson(t.app, URL, raw);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      if (response.statusCode === 201) {
        expect((await storedIdea(response.json().id))?.status).toBe("new");
      } else {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ message: expect.any(String) });
        expect(await storedCount()).toBe(before);
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).status).toBeUndefined();
    });

    it("answers a constructor.prototype key without a 500", async () => {
      const raw = `{"constructor": {"prototype": {"isAdmin": true}}, ${JSON.stringify(valid).slice(1)}`;
      const response = await postJson(t.app, URL, raw);
      expect(response.statusCode).toBeLessThan(500);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  });

  describe("honeypot", () => {
    it("answers a filled honeypot like a success and stores nothing", async () => {
      const before = await storedCount();
      const response = await postJson(t.app, URL, {
        ...valid,
        website: "https://cheap-pills.example",
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(Number),
        ...valid,
        status: "new",
        notes: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(response.json()).not.toHaveProperty("website");
      expect(await storedCount()).toBe(before);
    });

    it("stores the idea when the honeypot is left empty", async () => {
      const before = await storedCount();
      const response = await postJson(t.app, URL, { ...valid, website: "" });
      expect(response.statusCode).toBe(201);
      expect(await storedCount()).toBe(before + 1);
    });
  });

  describe("cross-origin writes", () => {
    it.each(["https://evil.example", "http://localhost:3001", "null"])(
      "answers 403 for Origin %s and stores nothing",
      async (origin) => {
        const before = await storedCount();
        const response = await postJson(t.app, URL, valid, { headers: { origin } });
        expect(response.statusCode).toBe(403);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ message: expect.any(String) });
        expect(await storedCount()).toBe(before);
      },
    );

    it("accepts the site's own origin", async () => {
      const response = await postJson(t.app, URL, valid, { headers: { origin: TEST_PUBLIC_URL } });
      expect(response.statusCode).toBe(201);
    });

    it("accepts an Origin naming the scheme and host the request was sent to", async () => {
      // inject() speaks plain HTTP, so the request's own origin is http://agri.example.
      const response = await postJson(t.app, URL, valid, {
        headers: { origin: "http://agri.example", host: "agri.example" },
      });
      expect(response.statusCode).toBe(201);
    });
  });
});

describe("POST /api/ideas rate limit (RATE_LIMITS=on)", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: "on" });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it("accepts 30 submissions an hour from one IP; the 31st is a 429 with Retry-After", async () => {
    expect(SUBMISSIONS_PER_HOUR).toBe(30);
    const ip = "203.0.113.7";
    for (let i = 1; i <= 30; i++) {
      const response = await postJson(limited.app, URL, valid, { remoteAddress: ip });
      expect(response.statusCode, `submission ${i}`).toBe(201);
    }

    const refused = await postJson(limited.app, URL, valid, { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");

    const [row] = await limited.database.db.select({ n: count() }).from(startupIdeas);
    expect(row?.n).toBe(30);

    // Another visitor is not affected.
    const other = await postJson(limited.app, URL, valid, { remoteAddress: "198.51.100.20" });
    expect(other.statusCode).toBe(201);
  });
});
