import { eq } from "drizzle-orm";
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin, TEST_ADMIN } from "../../tests/support/admin-session";
import { createTestApp, JSON_HEADERS, type TestApp } from "../../tests/support/test-app";
import {
  investmentInterests,
  strategicPerspectives as perspectives,
  startupIdeas,
} from "../db/schema";
import { NUL_MESSAGE } from "./refuse-nul";

/**
 * Hostile input, table-driven, on every write endpoint and every list query: whatever
 * arrives, the answer is a 4xx (or a 2xx where the input is in fact valid), never a 500,
 * and the server stays healthy. Text that looks like SQL is only text: stored and read
 * back byte for byte.
 */

type FieldKind =
  /** Required text with a maximum length. */
  | { kind: "text"; max: number }
  /** Optional text: null and "" are valid (stored as null). */
  | { kind: "optionalText"; max: number }
  | { kind: "enum" }
  | { kind: "boolean" }
  /** termsAgreed: only `true` passes. */
  | { kind: "true" }
  /** A list of codes (interest sectors). */
  | { kind: "codes" };

type WriteEndpoint = {
  label: string;
  method: HTTPMethods;
  url: () => string;
  valid: () => Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** Sent from its own address: the login fuzz must not lock the test admin out. */
  remoteAddress?: string;
};

const CONTENT = `<p>${"Healthy soil feeds the crop and the balance sheet. ".repeat(2)}</p>`;

const validIdea = () => ({
  name: "Ada Farmer",
  email: "ada@example.com",
  phone: "+1 555 0100",
  idea: "Soil sensors that talk to irrigation controllers.",
  sector: "Biotech",
  stage: "Prototype/MVP",
});
const validInvestPage = () => ({
  name: "Grace Grower",
  email: "grace@example.com",
  phone: "+1 555 0199",
  sectors: ["forestry"],
  investmentAmount: "$1,001-5,000",
  additionalInfo: "Interested in reforestation drones.",
  termsAgreed: true,
});
const validStartupsPage = () => ({
  name: "Grace Grower",
  email: "grace@example.com",
  agIndustry: "robotics",
  investmentCapital: "$5,000-25,000",
  termsAgreed: true,
});
const validPerspective = () => ({
  title: "Soil health in 2025",
  summary: "Why soil biology is the next frontier for growers.",
  content: CONTENT,
  category: "market_analysis",
  coverImage: "",
  authorName: "Ada Field",
  authorTitle: "Partner",
  authorImage: "",
  featured: false,
  published: true,
});

const contactFields = {
  name: { kind: "text", max: 100 },
  email: { kind: "text", max: 254 },
  phone: { kind: "optionalText", max: 40 },
} as const satisfies Record<string, FieldKind>;

const perspectiveFields = {
  title: { kind: "text", max: 100 },
  summary: { kind: "text", max: 250 },
  content: { kind: "text", max: 200_000 },
  category: { kind: "enum" },
  coverImage: { kind: "optionalText", max: 2048 },
  authorName: { kind: "text", max: 100 },
  authorTitle: { kind: "text", max: 100 },
  authorImage: { kind: "optionalText", max: 2048 },
  featured: { kind: "boolean" },
  published: { kind: "boolean" },
} as const satisfies Record<string, FieldKind>;

/** Ids of records the PATCH/DELETE endpoints work on, made in beforeAll. */
const ids = { idea: 0, interest: 0, perspective: 0 };

const WRITES: WriteEndpoint[] = [
  {
    label: "POST /api/ideas",
    method: "POST",
    url: () => "/api/ideas",
    valid: validIdea,
    fields: {
      ...contactFields,
      idea: { kind: "text", max: 5000 },
      sector: { kind: "enum" },
      stage: { kind: "enum" },
    },
  },
  {
    label: "POST /api/investment-interests (invest page)",
    method: "POST",
    url: () => "/api/investment-interests",
    valid: validInvestPage,
    fields: {
      ...contactFields,
      sectors: { kind: "codes" },
      investmentAmount: { kind: "enum" },
      additionalInfo: { kind: "optionalText", max: 5000 },
      termsAgreed: { kind: "true" },
    },
  },
  {
    label: "POST /api/investment-interests (startups page)",
    method: "POST",
    url: () => "/api/investment-interests",
    valid: validStartupsPage,
    fields: { agIndustry: { kind: "enum" }, investmentCapital: { kind: "enum" } },
  },
  {
    label: "POST /api/admin/login",
    method: "POST",
    url: () => "/api/admin/login",
    valid: () => ({ ...TEST_ADMIN }),
    fields: { username: { kind: "text", max: 100 }, password: { kind: "text", max: 256 } },
    remoteAddress: "192.0.2.77",
  },
  {
    label: "POST /api/admin/change-password",
    method: "POST",
    url: () => "/api/admin/change-password",
    // The current password is wrong on purpose: the fuzz must never change it.
    valid: () => ({ currentPassword: "not the password", newPassword: "a new password" }),
    fields: {
      currentPassword: { kind: "text", max: 256 },
      newPassword: { kind: "text", max: 256 },
    },
  },
  {
    label: "PATCH /api/admin/startup-ideas/{id}/status",
    method: "PATCH",
    url: () => `/api/admin/startup-ideas/${ids.idea}/status`,
    valid: () => ({ status: "reviewing", notes: "Call back on Monday." }),
    fields: { status: { kind: "enum" }, notes: { kind: "optionalText", max: 5000 } },
  },
  {
    label: "PATCH /api/admin/investment-interests/{id}/status",
    method: "PATCH",
    url: () => `/api/admin/investment-interests/${ids.interest}/status`,
    valid: () => ({ status: "contacted", notes: "Sent the deck." }),
    fields: { status: { kind: "enum" }, notes: { kind: "optionalText", max: 5000 } },
  },
  {
    label: "POST /api/admin/perspectives",
    method: "POST",
    url: () => "/api/admin/perspectives",
    valid: validPerspective,
    fields: perspectiveFields,
  },
  {
    label: "PATCH /api/admin/perspectives/{id}",
    method: "PATCH",
    url: () => `/api/admin/perspectives/${ids.perspective}`,
    valid: validPerspective,
    fields: perspectiveFields,
  },
];

/** Values of the wrong type (or shape) for each kind of field: always a 400. */
function wrongValues(field: FieldKind): unknown[] {
  const common = [123, 1.5, -1, true, [], ["text"], {}, { text: "text" }, [[]]];
  switch (field.kind) {
    case "text":
      return [...common, null, "x".repeat(field.max + 1), "x".repeat(300_000)];
    case "optionalText":
      return [...common, "x".repeat(field.max + 1)];
    case "enum":
      return [...common, null, "not-a-value", "x".repeat(10_000), "'; drop table admins; --"];
    case "boolean":
      return [null, "true", "false", 1, 0, [], {}, [true]];
    case "true":
      return [null, false, "true", 1, [], {}, [true]];
    case "codes":
      return [
        null,
        "forestry",
        1,
        {},
        [1],
        [[]],
        [{}],
        [null],
        ["forestry", "forestry"],
        [
          "ag-biotech",
          "supply-chain",
          "robotics",
          "forestry",
          "farm-management",
          "seed-inputs",
          "other",
          "other",
        ],
        ["x".repeat(10_000)],
        ["'; drop table investment_interests; --"],
      ];
  }
}

/** Text that looks like SQL or LIKE patterns: harmless text, valid wherever text is. */
const SQLISH = [
  "'; drop table startup_ideas; --",
  "Robert'); DROP TABLE admins; --",
  "' OR '1'='1' -- 100% _done_ \\ back\\slash",
  '$1 #{x} {{x}} `tick` "quoted" \\\' \\\\',
];

/** Control and odd characters that are not NUL: legitimate (if unusual) text. */
const ODD_TEXT = [
  "tab\tand\nnewline \u0001\u001f\u007f",
  "lone surrogate \ud800 end",
  "\u202eright-to-left override",
];

let testApp: TestApp;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  cookie = await signedInAdmin(testApp);
  ids.idea = (await send("POST", "/api/ideas", validIdea())).json().id;
  ids.interest = (await send("POST", "/api/investment-interests", validInvestPage())).json().id;
  ids.perspective = (await send("POST", "/api/admin/perspectives", validPerspective())).json().id;
});
afterAll(async () => {
  await testApp.close();
});

function send(
  method: HTTPMethods,
  url: string,
  body?: unknown,
  options: { raw?: boolean; remoteAddress?: string } = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress,
    headers: { ...(body === undefined ? {} : JSON_HEADERS), cookie },
    payload: body === undefined ? undefined : options.raw ? String(body) : JSON.stringify(body),
  });
}

const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
};

/** A 4xx answered as `{ message }` JSON, or one of the success codes; never a 5xx. */
function expectHandled(response: LightMyRequestResponse, allowed: number[], what: string) {
  expect(allowed, `${what} → ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
    response.statusCode,
  );
  if (response.statusCode >= 400) {
    expect(response.headers["content-type"], what).toMatch(/^application\/json/);
    expect(response.json(), what).toMatchObject({ message: expect.any(String) });
  }
}

function expectRefused(response: LightMyRequestResponse, path: string, what: string) {
  expectHandled(response, [400], what);
  const paths: string[] = (response.json().errors ?? []).map(
    (error: { path: string }) => error.path,
  );
  // A list's item may be named rather than the list ("sectors.0").
  expect(
    paths.some((named) => named === path || named.startsWith(`${path}.`)),
    `${what}: ${paths.join(", ")}`,
  ).toBe(true);
}

const OK = [200, 201, 204];

describe.each(WRITES)("$label", (endpoint) => {
  const write = (body: unknown, raw = false) =>
    send(endpoint.method, endpoint.url(), body, { raw, remoteAddress: endpoint.remoteAddress });

  it.each(Object.entries(endpoint.fields))(
    "refuses values of the wrong type or over the limit in %s with a 400 naming it",
    async (name, field) => {
      for (const value of wrongValues(field)) {
        const response = await write({ ...endpoint.valid(), [name]: value });
        expectRefused(response, name, `${name}=${describeValue(value)}`);
      }
    },
  );

  it.each(Object.keys(endpoint.fields))(
    "refuses a NUL character in %s with a 400 naming it",
    async (name) => {
      const valid = endpoint.valid()[name];
      const cases: [value: unknown, path: string][] = [
        ["\u0000", name],
        ["Ada\u0000Lovelace with enough text", name],
      ];
      if (typeof valid === "string") cases.push([`${valid}\u0000`, name]);
      if (Array.isArray(valid)) cases.push([[`${valid[0]}\u0000`], `${name}.0`]);
      for (const [value, path] of cases) {
        const response = await write({ ...endpoint.valid(), [name]: value });
        expectRefused(response, path, `${name}=${describeValue(value)}`);
        expect(response.json().errors, name).toContainEqual({ path, message: NUL_MESSAGE });
      }
    },
  );

  it("takes SQL-looking, wildcard and odd text in every field as plain input: a 2xx or a 400", async () => {
    // Each sign-in or password check costs a scrypt hash: those endpoints get the SQL texts only.
    const isAuth = endpoint.label.includes("login") || endpoint.label.includes("change-password");
    const values = isAuth ? SQLISH : [...SQLISH, ...ODD_TEXT, "%", "_", "\\"];
    for (const name of Object.keys(endpoint.fields)) {
      for (const value of values) {
        const response = await write({ ...endpoint.valid(), [name]: value });
        // Wrong passwords run into the brute-force limit (429) after five.
        const allowed = endpoint.label.includes("login")
          ? [200, 400, 401, 429]
          : endpoint.label.includes("change-password")
            ? [400, 429]
            : [...OK, 400];
        expectHandled(response, allowed, `${name}=${describeValue(value)}`);
      }
    }
  });

  it.each([
    ["a list", "[]"],
    ["a string", '"text"'],
    ["a number", "42"],
    ["null", "null"],
    ["truncated JSON", '{"name": "Ada'],
    ["a NUL key", '{"na\\u0000me": "x"}'],
    ["1,000 levels of nesting", `{"name": ${"[".repeat(1000)}${"]".repeat(1000)}}`],
    ["50,000 levels of nesting", `{"name": ${"[".repeat(50_000)}${"]".repeat(50_000)}}`],
  ])("answers 400 when the body is %s", async (label, template) => {
    const raw = template.replace('"name"', JSON.stringify(Object.keys(endpoint.fields)[0]));
    // A JSON null reads as no fields at all, which is a valid (empty) perspective update.
    const emptyUpdateIsValid =
      raw === "null" && endpoint.label.startsWith("PATCH /api/admin/perspectives");
    expectHandled(await write(raw, true), emptyUpdateIsValid ? [200] : [400], label);
  });

  it.each([
    ["__proto__", '{"__proto__": {"status": "archived", "isAdmin": true}, '],
    ["constructor.prototype", '{"constructor": {"prototype": {"isAdmin": true}}, '],
    ["a nested __proto__", '{"nested": {"__proto__": {"isAdmin": true}}, '],
  ])("does not let a %s key pollute anything", async (_label, prefix) => {
    const raw = `${prefix}${JSON.stringify(endpoint.valid()).slice(1)}`;
    const response = await write(raw, true);
    expectHandled(response, [...OK, 400, 401], _label);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).status).toBeUndefined();
  });
});

/** Record ids nobody could have: a 400 or a 404, never a lookup that fails. */
const HOSTILE_IDS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "0x10",
  "2147483648",
  "99999999999999999999",
  `1${"0".repeat(300)}`,
  "abc",
  "%20",
  "%00",
  "1%00",
  "NaN",
  "Infinity",
  "1;drop%20table%20startup_ideas",
  "'%20or%20'1'='1",
  "__proto__",
  "constructor",
];

describe("ids in admin URLs", () => {
  const routes: [HTTPMethods, (id: string) => string, unknown][] = [
    ["GET", (id) => `/api/admin/startup-ideas/${id}`, undefined],
    ["GET", (id) => `/api/admin/investment-interests/${id}`, undefined],
    ["GET", (id) => `/api/admin/perspectives/${id}`, undefined],
    ["PATCH", (id) => `/api/admin/startup-ideas/${id}/status`, { status: "new" }],
    ["PATCH", (id) => `/api/admin/investment-interests/${id}/status`, { status: "new" }],
    ["PATCH", (id) => `/api/admin/perspectives/${id}`, { title: "A fine new title" }],
    ["DELETE", (id) => `/api/admin/perspectives/${id}`, undefined],
  ];

  it.each(routes)("%s %s: a 400 or 404 for every malformed id", async (method, url, body) => {
    for (const id of HOSTILE_IDS) {
      expectHandled(await send(method, url(id), body), [400, 404], `${method} ${url(id)}`);
    }
    // The record made in beforeAll survived every one of them.
    expect((await send("GET", `/api/admin/perspectives/${ids.perspective}`)).statusCode).toBe(200);
  });

  it("answers 404 for a slug nobody could have on the public perspective API", async () => {
    for (const slug of [
      ...HOSTILE_IDS.filter((id) => !id.includes("%00")),
      "..",
      "a/b",
      "%2e%2e",
    ]) {
      expectHandled(await send("GET", `/api/perspectives/${slug}`), [404], slug);
    }
    expectHandled(await send("GET", "/api/perspectives/a%00b"), [400], "NUL in the slug");
  });
});

/** Every list query (and the exports, which take the lists' parameters). */
const LISTS: { url: string; params: string[] }[] = [
  { url: "/api/perspectives", params: ["search", "category"] },
  ...["startup-ideas", "investment-interests", "perspectives"].map((path) => ({
    url: `/api/admin/${path}`,
    params: [
      "sort",
      "direction",
      "filter",
      "search",
      "limit",
      "offset",
      // Keyset pages (ADR 026): the submission lists only; the perspectives list ignores them.
      ...(path === "perspectives" ? [] : ["after", "before"]),
    ],
  })),
  ...["startup-ideas", "investment-interests"].map((path) => ({
    url: `/api/admin/export/${path}`,
    params: ["sort", "direction", "filter", "search"],
  })),
];

const HOSTILE_QUERY_VALUES = [
  ...SQLISH,
  "%",
  "_",
  "\\",
  "%%",
  "",
  " ",
  "-1",
  "0",
  "1.5",
  "99999999999999999999",
  "NaN",
  "Infinity",
  "[object Object]",
  "__proto__",
  "x".repeat(10_000),
  "\u202e right-to-left",
];

/** Query values as raw (percent-encoded) text: invalid UTF-8 and lone surrogates included. */
const RAW_QUERY_VALUES = [
  ...HOSTILE_QUERY_VALUES.map(encodeURIComponent),
  "%ED%A0%80",
  "%FF%FE",
  "%E2%82",
  "%",
  "%%41",
  "%G0",
  "a+b",
  "%2B%26%3D",
];

describe.each(LISTS)("GET $url", ({ url, params }) => {
  const get = (query: string) => send("GET", `${url}?${query}`);

  it.each(params)("answers 200 or 400 to hostile values of %s, never a 500", async (param) => {
    for (const value of RAW_QUERY_VALUES) {
      const query = `${param}=${value}`;
      expectHandled(await get(query), [200, 400], `${param}=${describeValue(value)}`);
      // The same as the value of a search filter, for the lists that have one.
      if (params.includes("filter") && param === "search") {
        for (const filter of ["search", "status", "sector", "investmentAmount", "category"]) {
          expectHandled(await get(`filter=${filter}&${query}`), [200, 400], `${filter}: ${query}`);
        }
      }
    }
  });

  it.each(params)("answers 400 naming %s when it carries a NUL character", async (param) => {
    expectRefused(await get(`${param}=a%00b`), param, `${param}=a%00b`);
  });

  it.each(params)("answers 400 when %s is given twice", async (param) => {
    const value = {
      sort: "name",
      direction: "asc",
      filter: "search",
      limit: "5",
      offset: "0",
      after: "1",
      before: "1",
    }[param];
    const response = await get(`${param}=${value ?? "a"}&${param}=${value ?? "b"}`);
    expectHandled(response, [400], `${param} twice`);
  });

  it("ignores unknown, prototype-named and bracketed parameters, and survives a very long query", async () => {
    for (const query of [
      "__proto__=x",
      "__proto__[isAdmin]=1",
      "constructor=x&constructor[prototype][isAdmin]=1",
      "hasOwnProperty=1",
      "search[]=a&search[]=b",
      `unknown=${"y".repeat(60_000)}`,
      `${"k".repeat(2000)}=1`,
      Array.from({ length: 2000 }, (_, n) => `p${n}=${n}`).join("&"),
    ]) {
      expectHandled(await get(query), [200, 400], describeValue(query));
    }
    expectHandled(await get(`search=${"s".repeat(60_000)}`), [400], "60,000-character search");
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe("SQL-looking text is only text", () => {
  const SQL_TEXT = `Robert'); DROP TABLE startup_ideas; -- 100% _x_ \\ "q" $1 \`t\``;
  const EMAIL = "o'brien_drop+table@example.com";

  it("stores an idea's text byte for byte and finds it by searching for it literally", async () => {
    const response = await send("POST", "/api/ideas", {
      ...validIdea(),
      name: SQL_TEXT,
      email: EMAIL,
      phone: "'; --",
      idea: SQL_TEXT,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await testApp.database.db
      .select()
      .from(startupIdeas)
      .where(eq(startupIdeas.id, response.json().id));
    expect(row).toMatchObject({ name: SQL_TEXT, email: EMAIL, phone: "'; --", idea: SQL_TEXT });

    const found = await send(
      "GET",
      `/api/admin/startup-ideas?search=${encodeURIComponent(SQL_TEXT)}`,
    );
    expect(found.json().map((idea: { id: number }) => idea.id)).toEqual([row?.id]);

    const notes = await send("PATCH", `/api/admin/startup-ideas/${row?.id}/status`, {
      status: "archived",
      notes: SQL_TEXT,
    });
    expect(notes.statusCode).toBe(200);
    const [updated] = await testApp.database.db
      .select({ notes: startupIdeas.notes })
      .from(startupIdeas)
      .where(eq(startupIdeas.id, row?.id ?? 0));
    expect(updated?.notes).toBe(SQL_TEXT);
  });

  it("stores an interest's text byte for byte", async () => {
    const response = await send("POST", "/api/investment-interests", {
      ...validInvestPage(),
      name: SQL_TEXT,
      email: EMAIL,
      additionalInfo: SQL_TEXT,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await testApp.database.db
      .select()
      .from(investmentInterests)
      .where(eq(investmentInterests.id, response.json().id));
    expect(row).toMatchObject({ name: SQL_TEXT, email: EMAIL, additionalInfo: SQL_TEXT });
  });

  it("stores a perspective's text byte for byte, and the public API shows it so", async () => {
    const content = `<p>${SQL_TEXT} and enough words to pass the minimum.</p>`;
    const response = await send("POST", "/api/admin/perspectives", {
      ...validPerspective(),
      title: SQL_TEXT,
      summary: SQL_TEXT,
      authorName: SQL_TEXT,
      authorTitle: SQL_TEXT,
      content,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await testApp.database.db
      .select()
      .from(perspectives)
      .where(eq(perspectives.id, response.json().id));
    expect(row).toMatchObject({
      title: SQL_TEXT,
      summary: SQL_TEXT,
      authorName: SQL_TEXT,
      authorTitle: SQL_TEXT,
      content,
    });
    const published = await send("GET", `/api/perspectives/${row?.slug}`);
    expect(published.json()).toMatchObject({ title: SQL_TEXT, content });
    const searched = await send("GET", `/api/perspectives?search=${encodeURIComponent(SQL_TEXT)}`);
    expect(searched.json().map((item: { id: number }) => item.id)).toEqual([row?.id]);
  });
});

describe("after all of that", () => {
  it("is healthy, and still stores a good submission and signs the admin in", async () => {
    const health = await send("GET", "/api/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    expect((await send("POST", "/api/ideas", validIdea())).statusCode).toBe(201);
    expect((await send("GET", "/api/admin/me")).statusCode).toBe(200);
    const login = await send("POST", "/api/admin/login", TEST_ADMIN, {
      remoteAddress: "192.0.2.200",
    });
    expect(login.statusCode).toBe(200);
  });
});
