import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { LightMyRequestResponse } from "fastify";
import type { OpenApiDocument } from "../../server/lib/openapi/build-document";

/** Whether the document is valid OpenAPI 3.1, by the specification's own JSON Schema. */
export async function openApiProblems(document: OpenApiDocument) {
  const result = await new Validator().validate(structuredClone(document));
  return result.valid ? [] : result.errors;
}

/** `GET /api/admin/tags/{id}`: one operation, as the contract test names it. */
export type OperationKey = string;

/** Every operation the document lists. */
export function operationsOf(document: OpenApiDocument): OperationKey[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const pointerPart = (part: string) => part.replaceAll("~", "~0").replaceAll("/", "~1");

/**
 * Checks real answers against the document: the answer's status must be one the operation
 * lists (or its default), and its body must match that answer's schema, with ajv against the
 * JSON Schema the document itself carries.
 */
export function answerChecker(document: OpenApiDocument) {
  // The document is not itself a schema: `strict: false` lets ajv read its schemas in place.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, "openapi.json");

  return function problemsOf(operation: OperationKey, response: LightMyRequestResponse): string[] {
    const [method = "", path = ""] = operation.split(" ");
    const object = document.paths[path]?.[method.toLowerCase()] as
      | { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }
      | undefined;
    if (!object) return [`${operation} is not in the document`];
    const status = String(response.statusCode);
    const key = status in object.responses ? status : "default";
    if (key === "default" && response.statusCode < 400) {
      return [`${operation} answered ${status}, which it does not document`];
    }
    const listed = object.responses[key];
    // A shared answer (`#/components/responses/…`) is read where it is defined.
    const shared = listed?.$ref?.replace(/^#\/components\/responses\//, "");
    const answer = shared
      ? (document.components.responses[shared] as typeof listed | undefined)
      : listed;
    const where = shared
      ? ["components", "responses", shared]
      : ["paths", path, method.toLowerCase(), "responses", key];
    const contentType = String(response.headers["content-type"] ?? "").split(";")[0] ?? "";
    if (!answer?.content) {
      return response.body === "" ? [] : [`${operation} ${status} documents no body but sent one`];
    }
    if (!(contentType in answer.content)) {
      return [`${operation} ${status} sent ${contentType || "no content type"}`];
    }
    if (contentType !== "application/json") return [];
    const pointer = [...where, "content", contentType].map(pointerPart).join("/");
    const validate = ajv.getSchema(`openapi.json#/${pointer}/schema`);
    if (!validate) return [`${operation}: no schema at ${pointer}`];
    if (validate(response.json())) return [];
    return (validate.errors ?? []).map(
      (error) => `${operation} ${status}: ${error.instancePath || "body"} ${error.message}`,
    );
  };
}
