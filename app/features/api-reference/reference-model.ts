/**
 * The OpenAPI document (GET /api/openapi.json) as the /admin/api reference reads it: each
 * tag's operations, and each schema flattened into fields a table can show (`owner.name`,
 * `tags[].colour`), with named components looked up where they are referred to.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  additionalProperties?: boolean | Schema;
};

type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
};
type Answer = { description: string; content?: Record<string, { schema?: Schema }> };
/** An answer the document defines once (`components.responses`), its description overridden. */
type SharedAnswer = { $ref: string; description?: string };
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  /** Either requirement suffices; a bearer token's lists the scope it needs. */
  security?: Record<string, string[]>[];
  "x-staff-roles"?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, Answer | SharedAnswer>;
};
export type OpenApiDocumentView = {
  info: { title: string; version: string };
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Answer> };
};

export type Field = { name: string; type: string; required: boolean; description: string };
export type AnswerView = {
  status: string;
  description: string;
  contentType: string | null;
  fields: Field[];
};
export type OperationView = {
  /** `get-api-admin-tags`: the operation's anchor on the page. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Who may call it: "Public", or the staff roles. */
  access: string;
  /** How a staff operation is called: a session, or an API token too (of which scope). */
  credentials: string | null;
  parameters: (Field & { place: string })[];
  body: Field[] | null;
  answers: AnswerView[];
};
export type TagView = { name: string; operations: OperationView[] };

/** Nested objects are shown this deep; deeper ones are named by their type. */
const MAX_DEPTH = 4;

export function referenceOf(document: OpenApiDocumentView): TagView[] {
  const components = document.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined): Schema => {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 10; hops++) {
      const { $ref, ...rest } = current;
      current = { ...components[$ref.split("/").pop() ?? ""], ...rest };
    }
    return current;
  };
  const nameOf = (schema: Schema | undefined) => schema?.$ref?.split("/").pop();
  const answerOf = (answer: Answer | SharedAnswer): Answer => {
    if (!("$ref" in answer)) return answer;
    const shared = document.components?.responses?.[nameOf(answer) ?? ""];
    return { ...shared, description: answer.description ?? shared?.description ?? "" };
  };

  function typeOf(raw: Schema | undefined): string {
    const schema = resolve(raw);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) return variants.map(typeOf).join(" or ");
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (schema.enum)
      return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
    const types = [schema.type ?? "any"].flat();
    return types
      .map((type) => {
        if (type === "array") return `list of ${typeOf(schema.items)}`;
        if (type === "object") return nameOf(raw) ?? "object";
        return schema.format ? `${type} (${schema.format})` : type;
      })
      .join(" or ");
  }

  /** The fields of a schema: its properties, and theirs, flattened with dotted names. */
  function fieldsOf(raw: Schema | undefined, prefix = "", depth = 0): Field[] {
    const schema = resolve(raw);
    const variants = (schema.anyOf ?? schema.oneOf)?.filter(
      (each) => resolve(each).type !== "null",
    );
    if (variants?.length === 1) return fieldsOf(variants[0], prefix, depth);
    if (resolve(schema.items).properties && depth < MAX_DEPTH) {
      return fieldsOf(schema.items, `${prefix}[]`, depth + 1);
    }
    if (!schema.properties || depth >= MAX_DEPTH) return [];
    const required = new Set(schema.required ?? []);
    return Object.entries(schema.properties).flatMap(([key, property]) => {
      const name = prefix ? `${prefix}.${key}` : key;
      const own = resolve(property);
      return [
        {
          name,
          type: typeOf(property),
          required: required.has(key),
          description: own.description ?? "",
        },
        ...fieldsOf(property, name, depth + 1),
      ];
    });
  }

  /** A body whose schema is not an object (a list of strings, a number) is one row. */
  function bodyFields(schema: Schema | undefined): Field[] {
    const fields = fieldsOf(schema);
    if (fields.length > 0) return fields;
    return [{ name: "(body)", type: typeOf(schema), required: true, description: "" }];
  }

  const tags = new Map<string, OperationView[]>();
  for (const { name } of document.tags ?? []) tags.set(name, []);
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const roles = operation["x-staff-roles"];
      const view: OperationView = {
        id: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-").replace(/-+$/, ""),
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? "",
        description: operation.description ?? "",
        access: operation.security?.length ? `Staff: ${(roles ?? []).join(", ")}` : "Public",
        credentials: credentialsOf(operation.security ?? []),
        parameters: (operation.parameters ?? []).map((parameter) => ({
          place: parameter.in,
          name: parameter.name,
          type: typeOf(parameter.schema),
          required: parameter.required ?? false,
          description: parameter.description ?? resolve(parameter.schema).description ?? "",
        })),
        body: operation.requestBody
          ? bodyFields(operation.requestBody.content?.["application/json"]?.schema)
          : null,
        answers: Object.entries(operation.responses ?? {}).map(([status, listed]) => {
          const answer = answerOf(listed);
          const [contentType, media] = Object.entries(answer.content ?? {})[0] ?? [];
          return {
            status,
            description: answer.description,
            contentType: contentType ?? null,
            fields: media && contentType === "application/json" ? bodyFields(media.schema) : [],
          };
        }),
      };
      const tag = operation.tags?.[0] ?? "Other";
      tags.set(tag, [...(tags.get(tag) ?? []), view]);
    }
  }
  return [...tags].map(([name, operations]) => ({ name, operations }));
}

/** "Session or API token (read)", "Signed-in session only", or null for a public operation. */
function credentialsOf(security: Record<string, string[]>[]): string | null {
  if (security.length === 0) return null;
  const tokenScope = security.find((requirement) => "bearerToken" in requirement)?.bearerToken;
  if (!tokenScope) return "Signed-in session only";
  return `Session or API token (${tokenScope.join(", ") || "any scope"})`;
}

/** The operations whose method, path, summary or tag contain every word of `search`. */
export function filterReference(tags: TagView[], search: string): TagView[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return tags;
  return tags
    .map((tag) => ({
      ...tag,
      operations: tag.operations.filter((operation) => {
        const text =
          `${tag.name} ${operation.method} ${operation.path} ${operation.summary}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((tag) => tag.operations.length > 0);
}
