import { describe, expect, test } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument, openApiPath } from "./build-document";
import type { CataloguedRoute } from "./route-catalogue";

const thing = z.object({ id: z.number().int(), name: z.string() }).meta({ id: "TestThing" });
const idParams = z.object({ id: z.string().regex(/^\d+$/).transform(Number) });

const routes: CataloguedRoute[] = [
  {
    method: "GET",
    url: "/api/things",
    access: null,
    operation: {
      summary: "List things",
      tag: "Things",
      query: z.object({ limit: z.coerce.number().int().default(50).describe("How many") }),
      responses: { 200: z.array(thing) },
    },
  },
  {
    method: "PATCH",
    url: "/api/admin/things/:id/parts/:part",
    access: { roles: ["admin"], tokenScope: "write" },
    operation: {
      summary: "Change a thing",
      tag: "Things",
      params: idParams,
      body: z.object({ name: z.string().trim().min(1).default("x") }),
      responses: { 200: thing, 204: { description: "Nothing to change" } },
      errors: { 404: "No such thing" },
    },
  },
  {
    method: "GET",
    url: "/api/admin/keys",
    access: { roles: ["admin", "reviewer", "editor"], tokenScope: null },
    operation: {
      summary: "List one's keys",
      tag: "Things",
      responses: { 200: z.array(z.string()) },
      errors: { 403: "Not one's own" },
    },
  },
];

const document = buildOpenApiDocument(routes, {
  title: "Test",
  version: "1",
  sessionCookie: "session",
});
/** The value at `keys` inside the document's JSON. */
function dig(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) => (node as Record<string, unknown> | undefined)?.[key],
    value,
  );
}
const list = (...keys: string[]) => dig(document.paths["/api/things"]?.get, ...keys);
const patch = (...keys: string[]) =>
  dig(document.paths["/api/admin/things/{id}/parts/{part}"]?.patch, ...keys);
const keys = (...path: string[]) => dig(document.paths["/api/admin/keys"]?.get, ...path);

describe("buildOpenApiDocument", () => {
  test("Fastify's :params become OpenAPI's {params}", () => {
    expect(openApiPath("/api/a/:id/b/:commentId")).toBe("/api/a/{id}/b/{commentId}");
    expect(Object.keys(document.paths)).toEqual([
      "/api/things",
      "/api/admin/things/{id}/parts/{part}",
      "/api/admin/keys",
    ]);
  });

  test("parameters come from the params and query schemas, as the client sends them", () => {
    expect(list("parameters")).toEqual([
      {
        name: "limit",
        in: "query",
        required: false,
        description: "How many",
        schema: {
          type: "integer",
          default: 50,
          minimum: -9007199254740991,
          maximum: 9007199254740991,
        },
      },
    ]);
    expect(patch("parameters")).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string", pattern: "^\\d+$" } },
      // A path parameter the params schema leaves out is still listed, as text.
      { name: "part", in: "path", required: true, schema: { type: "string" } },
    ]);
  });

  test("a request body is its input form; an answer its output form, named schemas as components", () => {
    expect(patch("requestBody", "content", "application/json", "schema")).toEqual({
      type: "object",
      properties: { name: { type: "string", minLength: 1, default: "x" } },
    });
    expect(list("responses", "200", "content", "application/json", "schema")).toEqual({
      type: "array",
      items: { $ref: "#/components/schemas/TestThing" },
    });
    expect(document.components.schemas.TestThing).toEqual({
      type: "object",
      properties: {
        id: { type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 },
        name: { type: "string" },
      },
      required: ["id", "name"],
      additionalProperties: false,
    });
    expect(patch("responses", "204")).toEqual({ description: "Nothing to change" });
  });

  test("error answers: 400 with input, 401 and 403 from the guard, the route's own, a default", () => {
    expect(Object.keys(list("responses") as object).sort()).toEqual(["200", "400", "default"]);
    expect(Object.keys(patch("responses") as object).sort()).toEqual(
      ["200", "204", "400", "401", "403", "404", "default"].sort(),
    );
    expect(patch("responses", "404")).toEqual({
      description: "No such thing",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    });
    expect(patch("responses", "400", "content", "application/json", "schema")).toEqual({
      anyOf: [
        { $ref: "#/components/schemas/ValidationError" },
        { $ref: "#/components/schemas/Error" },
      ],
    });
    expect(document.components.schemas).toHaveProperty("FieldError");
  });

  test("security: the session cookie where the guard asks for it, none on public routes", () => {
    expect(list("security")).toEqual([]);
    expect(keys("security")).toEqual([{ sessionCookie: [] }]);
    expect(patch("x-staff-roles")).toEqual(["admin"]);
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: "apiKey", in: "cookie", name: "session" },
      bearerToken: { type: "http", scheme: "bearer" },
    });
  });

  test("a token's scope is the bearer requirement's array, beside the cookie", () => {
    expect(patch("security")).toEqual([{ sessionCookie: [] }, { bearerToken: ["write"] }]);
    expect(patch("responses", "401", "description")).toBe("No valid session or API token");
    expect(keys("responses", "401", "description")).toBe("No valid session");
  });

  test("every staff operation's 403 is the one shared answer, its reasons in its description", () => {
    expect(list("responses", "403")).toBeUndefined();
    expect(patch("responses", "403")).toEqual({
      $ref: "#/components/responses/StaffForbidden",
      description:
        "Refused to only for: admin; to a read-only API token; to an account whose role must " +
        'have a second factor and has none (`next: "setup-second-factor"`)',
    });
    // A route's own 403 has the error shape, which the shared answer allows: its words come first.
    expect(keys("responses", "403", "description")).toBe(
      "Not one's own. Refused to an API token (this operation takes a signed-in session " +
        'only); to an account whose role must have a second factor and has none (`next: "setup-second-factor"`)',
    );
    expect(
      dig(document.components.responses, "StaffForbidden", "content", "application/json", "schema"),
    ).toEqual({
      anyOf: [
        { $ref: "#/components/schemas/Error" },
        { $ref: "#/components/schemas/SecondFactorRequired" },
      ],
    });
    expect(document.components.schemas.SecondFactorRequired).toMatchObject({
      required: ["message", "next"],
      properties: { next: { const: "setup-second-factor" } },
    });
  });

  test("a 400 of the route's own shape joins the refused-input ones", () => {
    const refusal = z
      .object({ message: z.string(), error: z.string() })
      .meta({ id: "TestRefusal", description: "The old password is wrong" });
    const { paths } = buildOpenApiDocument(
      [
        {
          method: "POST",
          url: "/api/things",
          access: null,
          operation: {
            summary: "x",
            tag: "x",
            body: z.object({ old: z.string() }),
            responses: { 200: thing, 400: refusal },
          },
        },
      ],
      { title: "t", version: "1", sessionCookie: "s" },
    );
    expect(paths["/api/things"]?.post?.responses).toMatchObject({
      400: {
        description:
          "The input is refused: each field's problem is named. Or: The old password is wrong",
        content: {
          "application/json": {
            schema: {
              anyOf: [
                { $ref: "#/components/schemas/ValidationError" },
                { $ref: "#/components/schemas/Error" },
                { $ref: "#/components/schemas/TestRefusal" },
              ],
            },
          },
        },
      },
    });
  });

  test("operation ids are unique and readable; tags listed once, in order of first use", () => {
    expect(list("operationId")).toBe("getApiThings");
    expect(patch("operationId")).toBe("patchApiAdminThingsByIdPartsByPart");
    expect(document.tags).toEqual([{ name: "Things" }]);
  });

  test("two different schemas may not share a name", () => {
    const other = z.object({ id: z.string() }).meta({ id: "TestClash" });
    const clash = z.object({ id: z.number() }).meta({ id: "TestClash" });
    const route = (schema: z.ZodType, url: string): CataloguedRoute => ({
      method: "GET",
      url,
      access: null,
      operation: { summary: "x", tag: "x", responses: { 200: schema } },
    });
    expect(() =>
      buildOpenApiDocument([route(other, "/a"), route(clash, "/b")], {
        title: "t",
        version: "1",
        sessionCookie: "s",
      }),
    ).toThrow(/TestClash/);
  });
});
