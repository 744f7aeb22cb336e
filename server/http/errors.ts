import type { FastifyError, FastifyInstance } from "fastify";
import {
  CANNOT_SAVE_RETRY_AFTER_SECONDS,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
  storageFailureOf,
  WriteFailureWatch,
} from "../db/unavailable";
import { HttpError, ValidationError } from "../lib/errors";
import { WRITE_METHODS } from "./security";

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable. Please try again in a moment.";

/** What a write the database cannot store (a full disk, ADR 027) answers; the forms show it. */
export const CANNOT_SAVE_MESSAGE =
  "The site cannot save anything right now. Please try again in a few minutes.";

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

/**
 * Every error leaves as `{ message }` JSON (plus `errors` for validation); nothing leaks a
 * stack. Also keeps `app.writeFailures`: set by a write the database cannot store, cleared by
 * the next write that succeeds (or by the health check's probe, features/health).
 */
export function registerErrorHandler(app: FastifyInstance) {
  const writeFailures = new WriteFailureWatch(app.log);
  app.decorate("writeFailures", writeFailures);
  app.addHook("onResponse", (request, reply, done) => {
    if (WRITE_METHODS.has(request.method) && reply.statusCode < 400) writeFailures.succeeded();
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.code(400).send({ message: error.message, errors: error.errors });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: known.message });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const retryAfter = error instanceof HttpError ? error.options.retryAfterSeconds : undefined;
      if (retryAfter !== undefined) reply.header("retry-after", retryAfter);
      return reply.code(status).send({ message: error.message });
    }
    const storageFailure = storageFailureOf(error);
    if (storageFailure) {
      // Logged once, when writes start failing (the watch), not for every request.
      writeFailures.failed(storageFailure, error);
      return reply
        .code(503)
        .header("retry-after", CANNOT_SAVE_RETRY_AFTER_SECONDS)
        .send({
          message: WRITE_METHODS.has(request.method)
            ? CANNOT_SAVE_MESSAGE
            : DATABASE_UNAVAILABLE_MESSAGE,
        });
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
