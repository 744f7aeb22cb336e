import type { HTTPMethods } from "fastify";
import { describe, expect, it } from "vitest";
import {
  describeValue,
  expectHandled,
  expectRefused,
  expectStillWorking,
  hostileInputAppForThisFile,
  SQLISH,
} from "../../tests/support/hostile-input";

/**
 * Hostile ids in admin URLs and hostile values in every list query: a 4xx (or a 200 where the
 * value is in fact valid), never a 500, and the server stays healthy.
 */

const t = hostileInputAppForThisFile();
const { send } = t;

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
    expect((await send("GET", `/api/admin/perspectives/${t.ids.perspective}`)).statusCode).toBe(
      200,
    );
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

describe("after all of that", () => {
  it("is healthy, and still stores a good submission and signs the admin in", async () => {
    await expectStillWorking(t);
  });
});
