import { apiError, secondFactorRequiredError, validationError } from "@shared/schemas/api-errors";
import { STAFF_ROLES } from "@shared/schemas/staff-roles";
import { z } from "zod";
import type { ApiOperation, OtherAnswer } from "./operation";
import type { CataloguedRoute } from "./route-catalogue";

/**
 * The OpenAPI 3.1 document of the catalogued routes (contract §19). OpenAPI 3.1 schemas are
 * JSON Schema 2020-12, which is what zod 4's own `z.toJSONSchema` writes, so no other library
 * stands between the routes' schemas and the document (ADR 048). Schemas that carry an `id`
 * (`.meta({ id })`) become named components, referred to wherever they appear.
 */

type JsonSchema = { [key: string]: unknown };

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
};

export type DocumentOptions = {
  title: string;
  version: string;
  /** The name of the staff session's cookie. */
  sessionCookie: string;
};

export const SECURITY_SCHEMES = {
  sessionCookie: "sessionCookie",
  bearerToken: "bearerToken",
} as const;

/** The 403 every staff operation may answer, described once: `components.responses`. */
const STAFF_FORBIDDEN = "StaffForbidden";

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
};

/** Turns zod schemas into JSON Schema, moving their named parts into components. */
class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};

  /**
   * A request is described as the client sends it (`io: "input"`: defaults optional, before
   * transforms), an answer as the server sends it (`io: "output"`, where objects admit no
   * other properties). A named schema's input form is its own component, `<id>Input`.
   */
  write(schema: z.ZodType, io: "input" | "output"): JsonSchema {
    const { $schema: _dialect, $defs, ...json } = z.toJSONSchema(schema, { io }) as JsonSchema;
    const suffix = io === "input" ? "Input" : "";
    const rename = (value: JsonSchema) =>
      JSON.parse(
        JSON.stringify(value).replace(
          /"#\/\$defs\/([^"]+)"/g,
          (_match, id: string) => `"#/components/schemas/${id}${suffix}"`,
        ),
      ) as JsonSchema;
    for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      const named = rename(definition);
      const existing = this.components[`${id}${suffix}`];
      if (existing && JSON.stringify(existing) !== JSON.stringify(named)) {
        throw new Error(`Two different schemas are both named ${id}`);
      }
      this.components[`${id}${suffix}`] = named;
    }
    return rename(json);
  }
}

/** `/api/admin/tags/:id` → `/api/admin/tags/{id}` */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** `GET /api/admin/tags/:id` → `getApiAdminTagsById`: unique, since method and path are. */
function operationId(method: string, url: string): string {
  const words = url
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("")
  );
}

function isZod(answer: z.ZodType | OtherAnswer): answer is z.ZodType {
  return answer instanceof z.ZodType;
}

function errorAnswer(description: string, schema: JsonSchema = { $ref: ref("Error") }) {
  return { description, content: { "application/json": { schema } } };
}

const ref = (id: string) => `#/components/schemas/${id}`;

/** The parameters of one place (`path` or `query`) from an object schema's input form. */
function parametersOf(
  place: "path" | "query",
  schema: JsonSchema | null,
  names: string[],
): JsonSchema[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  const all = place === "path" ? names : Object.keys(properties);
  return all.map((name) => {
    const { description, ...property } = properties[name] ?? { type: "string" };
    return {
      name,
      in: place,
      required: place === "path" || required.has(name),
      ...(description ? { description } : {}),
      schema: property,
    };
  });
}

function operationObject(
  route: CataloguedRoute,
  writer: SchemaWriter,
): JsonSchema & { tags: string[] } {
  const { operation, access } = route;
  const pathNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? "");
  const input = (schema: z.ZodType | undefined) => (schema ? writer.write(schema, "input") : null);
  const parameters = [
    ...parametersOf("path", input(operation.params), pathNames),
    ...parametersOf("query", input(operation.query), []),
  ];
  return {
    operationId: operationId(route.method, route.url),
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    tags: [operation.tag],
    security: access ? securityOf(access.tokenScope) : [],
    ...(access ? { "x-staff-roles": access.roles } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body || operation.multipart
      ? { requestBody: { required: true, content: requestContent(operation, writer) } }
      : {}),
    responses: responsesOf(route, writer),
  };
}

/** The request body's media types: JSON, multipart, or either. */
function requestContent({ body, multipart }: ApiOperation, writer: SchemaWriter) {
  const content: Record<string, JsonSchema> = {};
  if (body) content["application/json"] = { schema: writer.write(body, "input") };
  if (multipart) {
    const files: JsonSchema = {
      type: "object",
      properties: Object.fromEntries(
        Object.entries(multipart.files).map(([name, description]) => [
          name,
          { type: "string", format: "binary", description },
        ]),
      ),
      ...(multipart.required ? { required: multipart.required } : {}),
    };
    const fields = multipart.fields ? [writer.write(multipart.fields, "input")] : [];
    content["multipart/form-data"] = {
      schema: fields.length > 0 ? { allOf: [...fields, files] } : files,
    };
  }
  return content;
}

/**
 * Either credential, each a requirement of its own. The token's needed scope is the
 * requirement's array: OpenAPI 3.1 lets a non-OAuth scheme list the "roles" it requires
 * there, so a client reads it from the document rather than from prose.
 */
function securityOf(tokenScope: string | null) {
  return [
    { [SECURITY_SCHEMES.sessionCookie]: [] },
    ...(tokenScope ? [{ [SECURITY_SCHEMES.bearerToken]: [tokenScope] }] : []),
  ];
}

/** Why a staff operation may answer 403, in words: its roles, its tokens, a second factor. */
function forbiddenReasons({ roles, tokenScope }: NonNullable<CataloguedRoute["access"]>) {
  return [
    ...(roles.length < STAFF_ROLES.length ? [`only for: ${roles.join(", ")}`] : []),
    ...(tokenScope === null
      ? ["an API token (this operation takes a signed-in session only)"]
      : []),
    ...(tokenScope === "write" ? ["a read-only API token"] : []),
    'an account whose role must have a second factor and has none (`next: "setup-second-factor"`)',
  ];
}

function responsesOf({ operation, access }: CataloguedRoute, writer: SchemaWriter) {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    responses[status] = answerObject(Number(status), answer, writer);
  }
  if (operation.params || operation.query || operation.body || operation.multipart) {
    // A 400 of the route's own shape (the change-password refusal) is one more it may send.
    const own = responses["400"] as
      | { description: string; content: { "application/json": { schema: JsonSchema } } }
      | undefined;
    const refused = "The input is refused: each field's problem is named";
    responses["400"] = errorAnswer(own ? `${refused}. Or: ${own.description}` : refused, {
      anyOf: [
        { $ref: ref("ValidationError") },
        { $ref: ref("Error") },
        ...(own ? [own.content["application/json"].schema] : []),
      ],
    });
  }
  if (access) {
    responses["401"] = errorAnswer(
      access.tokenScope ? "No valid session or API token" : "No valid session",
    );
    responses["403"] = {
      $ref: `#/components/responses/${STAFF_FORBIDDEN}`,
      description: `Refused to ${forbiddenReasons(access).join("; to ")}`,
    };
  }
  for (const [status, description] of Object.entries(operation.errors ?? {})) {
    const guards = responses[status];
    if (status === "403" && guards) {
      // The route's own refusal has the error shape, which the shared 403 already allows.
      responses[status] = { ...guards, description: `${description}. ${guards.description}` };
    } else {
      responses[status] =
        status === "400"
          ? { ...(responses["400"] ?? errorAnswer(description)), description }
          : errorAnswer(description);
    }
  }
  responses.default = errorAnswer(
    "Any other failure: 413 (body over 1 MiB), 415 (not JSON), 429 (with Retry-After), 503",
  );
  return responses;
}

function answerObject(status: number, answer: z.ZodType | OtherAnswer, writer: SchemaWriter) {
  const description = STATUS_TEXT[status] ?? `Status ${status}`;
  if (isZod(answer)) {
    return {
      description: answer.description ?? description,
      content: { "application/json": { schema: writer.write(answer, "output") } },
    };
  }
  if (!answer.contentType) return { description: answer.description };
  return {
    description: answer.description,
    content: {
      [answer.contentType]: {
        schema: answer.schema
          ? writer.write(answer.schema, "output")
          : { type: "string", ...(answer.binary ? { format: "binary" } : {}) },
      },
    },
  };
}

export function buildOpenApiDocument(
  routes: CataloguedRoute[],
  options: DocumentOptions,
): OpenApiDocument {
  const writer = new SchemaWriter();
  writer.write(apiError, "output");
  writer.write(validationError, "output");
  writer.write(secondFactorRequiredError, "output");
  const paths: OpenApiDocument["paths"] = {};
  const tags: string[] = [];
  for (const route of routes) {
    const path = openApiPath(route.url);
    const object = operationObject(route, writer);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: object };
    for (const tag of object.tags) if (!tags.includes(tag)) tags.push(tag);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: options.title,
      version: options.version,
      description:
        "Every public and staff route of the site. Staff routes need the session cookie that " +
        "POST /api/admin/login sets, or, where their security lists it, an API token " +
        "(`Authorization: Bearer rsv_…`) of the scope named there. Every error answers " +
        "`{ message }`; a refused input (400) also lists `errors: [{ path, message }]`.",
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: writer.components,
      responses: {
        [STAFF_FORBIDDEN]: errorAnswer(
          "Refused: the role may not use it, the API token may not reach it, or the account " +
            "must set up a second factor first",
          { anyOf: [{ $ref: ref("Error") }, { $ref: ref("SecondFactorRequired") }] },
        ),
      },
      securitySchemes: {
        [SECURITY_SCHEMES.sessionCookie]: {
          type: "apiKey",
          in: "cookie",
          name: options.sessionCookie,
          description: "The staff session POST /api/admin/login starts.",
        },
        [SECURITY_SCHEMES.bearerToken]: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "rsv_…",
          description:
            "A staff member's API token (`Authorization: Bearer rsv_…`): `read` tokens may " +
            "only GET; `write` tokens what their owner's role may (contract §19). An " +
            "operation a token reaches names the scope it needs (`read` or `write`) in its " +
            "security requirement; one that lists only the session cookie refuses tokens.",
        },
      },
    },
  };
}
