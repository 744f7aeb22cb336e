import { describe, expect, it } from "vitest";
import {
  describeValue,
  expectHandled,
  expectRefused,
  expectStillWorking,
  hostileInputAppForThisFile,
  hostileWrites,
  ODD_TEXT,
  SQLISH,
  wrongValues,
} from "../../tests/support/hostile-input";
import { NUL_MESSAGE } from "./refuse-nul";

/**
 * Hostile bodies, table-driven, on every write endpoint: whatever arrives, the answer is a
 * 4xx (or a 2xx where the input is in fact valid), never a 500, and the server stays healthy.
 * (Ids and list queries: hostile-urls.api.test.ts; SQL-looking text stored as it came:
 * sql-looking-text.api.test.ts.)
 */

const t = hostileInputAppForThisFile();
const { send } = t;

// The ids are read when a request is sent, after beforeAll made the records.
const WRITES = hostileWrites(t.ids);

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

describe("after all of that", () => {
  it("is healthy, and still stores a good submission and signs the admin in", async () => {
    await expectStillWorking(t);
  });
});
