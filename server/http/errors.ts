import type { FastifyError, FastifyInstance } from "fastify";
import type { z } from "zod";
import { isDatabaseUnavailable } from "../db/unavailable";

export type FieldError = { path: string; message: string };

/** A request the server understood but will not accept: answered 400 with every field named. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? "Invalid request");
  }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Validates untrusted input against a shared schema, throwing a ValidationError on failure. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  // Zod still runs length checks on a value of the wrong type when it has a length
  // (a list given for a name, a string for the sectors); for such a field only the
  // type problem is reported, so each field is named once with its own message.
  const issues = result.error.issues;
  const wrongType = new Set(
    issues.filter((issue) => issue.code === "invalid_type").map((issue) => issue.path.join(".")),
  );
  throw new ValidationError(
    issues
      .filter((issue) => issue.code === "invalid_type" || !wrongType.has(issue.path.join(".")))
      .map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable. Please try again in a moment.";
/** A restart or failover is usually over within seconds (the app reconnects by itself). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

// Fastify's own client errors, reworded for people reading them.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The request body is empty" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request body is larger than 1 MiB" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: "The request body must be JSON (Content-Type: application/json)",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "Invalid Content-Length" },
};

/** Every error leaves as `{ message }` JSON (plus `errors` for validation); nothing leaks a stack. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(400).send({ message: error.message, errors: error.errors });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", DATABASE_RETRY_AFTER_SECONDS)
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}
