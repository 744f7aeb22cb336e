import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { signedInAdmin, TEST_ADMIN } from "./admin-session";
import {
  ONE_SECTOR_TOO_MANY,
  validIdea,
  validInvestPage,
  validPerspective,
  validStartupsPage,
} from "./submission-payloads";
import { createTestApp, JSON_HEADERS, type TestApp } from "./test-app";

/**
 * What the hostile-input API tests (server/http/hostile-bodies, hostile-urls and
 * sql-looking-text) share: every write endpoint with a valid body and the kind of each field,
 * hostile values, and one app with a signed-in admin and a record of each kind to aim at.
 */

export type FieldKind =
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

export type WriteEndpoint = {
  label: string;
  method: HTTPMethods;
  url: () => string;
  valid: () => Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** Sent from its own address: the login fuzz must not lock the test admin out. */
  remoteAddress?: string;
};

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

/** Ids of records the PATCH/DELETE endpoints work on, made by the app's setup. */
export type RecordIds = { idea: number; interest: number; perspective: number };

export function hostileWrites(ids: RecordIds): WriteEndpoint[] {
  return [
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
}

export /** Values of the wrong type (or shape) for each kind of field: always a 400. */
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
        ONE_SECTOR_TOO_MANY,
        ["x".repeat(10_000)],
        ["'; drop table investment_interests; --"],
      ];
  }
}

/** Text that looks like SQL or LIKE patterns: harmless text, valid wherever text is. */
export const SQLISH = [
  "'; drop table startup_ideas; --",
  "Robert'); DROP TABLE admins; --",
  "' OR '1'='1' -- 100% _done_ \\ back\\slash",
  '$1 #{x} {{x}} `tick` "quoted" \\\' \\\\',
];

/** Control and odd characters that are not NUL: legitimate (if unusual) text. */
export const ODD_TEXT = [
  "tab\tand\nnewline \u0001\u001f\u007f",
  "lone surrogate \ud800 end",
  "\u202eright-to-left override",
];

export type HostileInputApp = {
  testApp: TestApp;
  app: FastifyInstance;
  /** Filled in by the file's beforeAll: read them inside a test or a lazy `url()`. */
  ids: RecordIds;
  send(
    method: HTTPMethods,
    url: string,
    body?: unknown,
    options?: { raw?: boolean; remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
};

/**
 * A fresh app for the calling test file (its hooks): an admin signed in (every request carries
 * the cookie) and a record of each kind, whose `ids` are filled in once its beforeAll has run.
 */
export function hostileInputAppForThisFile(): HostileInputApp {
  let cookie = "";
  const world = {
    ids: { idea: 0, interest: 0, perspective: 0 },
    send: (method, url, body, options = {}) =>
      world.app.inject({
        method,
        url,
        remoteAddress: options.remoteAddress,
        headers: { ...(body === undefined ? {} : JSON_HEADERS), cookie },
        payload: body === undefined ? undefined : options.raw ? String(body) : JSON.stringify(body),
      }),
  } as HostileInputApp;

  beforeAll(async () => {
    world.testApp = await createTestApp();
    world.app = world.testApp.app;
    cookie = await signedInAdmin(world.testApp);
    const { send } = world;
    Object.assign(world.ids, {
      idea: (await send("POST", "/api/ideas", validIdea())).json().id,
      interest: (await send("POST", "/api/investment-interests", validInvestPage())).json().id,
      perspective: (await send("POST", "/api/admin/perspectives", validPerspective())).json().id,
    });
  });
  afterAll(async () => {
    await world.testApp?.close();
  });
  return world;
}

export const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
};

/** A 4xx answered as `{ message }` JSON, or one of the success codes; never a 5xx. */
export function expectHandled(response: LightMyRequestResponse, allowed: number[], what: string) {
  expect(allowed, `${what} → ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(
    response.statusCode,
  );
  if (response.statusCode >= 400) {
    expect(response.headers["content-type"], what).toMatch(/^application\/json/);
    expect(response.json(), what).toMatchObject({ message: expect.any(String) });
  }
}

export function expectRefused(response: LightMyRequestResponse, path: string, what: string) {
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

/** After the hostile requests: healthy, still storing a good submission and signing the admin in. */
export async function expectStillWorking({ send }: HostileInputApp) {
  const health = await send("GET", "/api/health");
  expect(health.statusCode).toBe(200);
  expect(health.json()).toEqual({ status: "ok" });
  expect((await send("POST", "/api/ideas", validIdea())).statusCode).toBe(201);
  expect((await send("GET", "/api/admin/me")).statusCode).toBe(200);
  const login = await send("POST", "/api/admin/login", TEST_ADMIN, {
    remoteAddress: "192.0.2.200",
  });
  expect(login.statusCode).toBe(200);
}
