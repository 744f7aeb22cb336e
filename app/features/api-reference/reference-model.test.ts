import { describe, expect, test } from "vitest";
import { filterReference, type OpenApiDocumentView, referenceOf } from "./reference-model";

const document: OpenApiDocumentView = {
  info: { title: "t", version: "1" },
  tags: [{ name: "Tags" }, { name: "Health" }],
  paths: {
    "/api/admin/tags/{id}": {
      patch: {
        summary: "Rename a tag",
        tags: ["Tags"],
        security: [{ sessionCookie: [] }, { bearerToken: ["write"] }],
        "x-staff-roles": ["admin"],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { name: { type: "string", description: "The new name" } },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "OK",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Tag" } } },
          },
          "204": { description: "Nothing to do" },
          "403": { $ref: "#/components/responses/Forbidden", description: "Only for: admin" },
        },
      },
      delete: {
        summary: "Delete a tag",
        tags: ["Tags"],
        security: [{ sessionCookie: [] }],
        responses: { "204": { description: "Deleted" } },
      },
    },
    "/api/health": {
      get: {
        summary: "Whether the site can serve",
        tags: ["Health"],
        security: [],
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": {
                schema: { type: "array", items: { anyOf: [{ type: "string" }, { type: "null" }] } },
              },
            },
          },
        },
      },
    },
  },
  components: {
    responses: {
      Forbidden: {
        description: "Refused",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Refusal" } } },
      },
    },
    schemas: {
      Refusal: {
        type: "object",
        required: ["message"],
        properties: { message: { type: "string" }, next: { const: "setup-second-factor" } },
      },
      Tag: {
        type: "object",
        required: ["id", "owner"],
        properties: {
          id: { type: "integer" },
          owner: {
            anyOf: [
              { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
              { type: "null" },
            ],
          },
          colour: { type: "string", enum: ["green", "blue"] },
        },
      },
    },
  },
};

describe("the API reference's reading of the document", () => {
  const [tags, health] = referenceOf(document);

  test("groups operations by tag, in the document's order", () => {
    expect(tags?.name).toBe("Tags");
    expect(health?.operations.map((operation) => operation.path)).toEqual(["/api/health"]);
    expect(health?.operations[0]?.access).toBe("Public");
    expect(tags?.operations[0]).toMatchObject({
      id: "patch-api-admin-tags-id",
      method: "PATCH",
      access: "Staff: admin",
    });
  });

  test("says whether an API token reaches an operation, and of which scope", () => {
    expect(tags?.operations[0]?.credentials).toBe("Session or API token (write)");
    expect(tags?.operations[1]?.credentials).toBe("Signed-in session only");
    expect(health?.operations[0]?.credentials).toBeNull();
  });

  test("looks up a shared answer, keeping the operation's own description", () => {
    expect(tags?.operations[0]?.answers[2]).toEqual({
      status: "403",
      description: "Only for: admin",
      contentType: "application/json",
      fields: [
        { name: "message", type: "string", required: true, description: "" },
        { name: "next", type: '"setup-second-factor"', required: false, description: "" },
      ],
    });
  });

  test("flattens schemas into fields, looking up named ones and nested objects", () => {
    const operation = tags?.operations[0];
    expect(operation?.parameters).toEqual([
      { place: "path", name: "id", type: "string", required: true, description: "" },
    ]);
    expect(operation?.body).toEqual([
      { name: "name", type: "string", required: false, description: "The new name" },
    ]);
    expect(operation?.answers[0]?.fields).toEqual([
      { name: "id", type: "integer", required: true, description: "" },
      { name: "owner", type: "object or null", required: true, description: "" },
      { name: "owner.name", type: "string", required: true, description: "" },
      { name: "colour", type: 'one of "green", "blue"', required: false, description: "" },
    ]);
    expect(operation?.answers[1]).toEqual({
      status: "204",
      description: "Nothing to do",
      contentType: null,
      fields: [],
    });
    // A body that is not an object is one row.
    expect(health?.operations[0]?.answers[0]?.fields).toEqual([
      { name: "(body)", type: "list of string or null", required: true, description: "" },
    ]);
  });

  test("the filter keeps operations whose words all match", () => {
    const all = referenceOf(document);
    expect(filterReference(all, "")).toEqual(all);
    expect(filterReference(all, "PATCH tags").map((tag) => tag.name)).toEqual(["Tags"]);
    expect(filterReference(all, "health serve").map((tag) => tag.name)).toEqual(["Health"]);
    expect(filterReference(all, "nothing like this")).toEqual([]);
  });
});
