import { healthOk, healthUnavailable } from "@shared/schemas/health";
import type { FastifyPluginAsync } from "fastify";
import type { DatabaseHandle } from "../../db/client";
import {
  CANNOT_SAVE_RETRY_AFTER_SECONDS,
  DATABASE_RETRY_AFTER_SECONDS,
  storageFailureOf,
} from "../../db/unavailable";
import { documented } from "../../lib/openapi/operation";
import { probeWrite } from "./write-probe";

/**
 * GET /api/health, which load balancers poll: 200 while the database answers and stores
 * writes, else 503 with the reason. While writes are failing (a full disk, ADR 027) each
 * poll tries a write that is rolled back, and the first that succeeds clears the failure, so
 * the check recovers by itself once space is freed. Its 503s say when to look again, as every
 * 503 of the site does.
 */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  const writeFailures = app.writeFailures;
  const operation = documented({
    summary: "Whether the site can serve: the database answers and stores writes",
    tag: "Health",
    responses: {
      200: healthOk,
      503: healthUnavailable.describe("The database is away or cannot store writes (Retry-After)"),
    },
  });
  app.get("/health", operation, async (request, reply) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unreachable");
      return reply.code(503).header("retry-after", DATABASE_RETRY_AFTER_SECONDS).send({
        status: "unavailable",
        reason: "database-unreachable",
        message: "The database is not answering",
      });
    }
    if (writeFailures.failure) {
      try {
        await probeWrite(database.db);
        writeFailures.succeeded();
      } catch (error) {
        const cause = storageFailureOf(error);
        if (cause) writeFailures.failed(cause, error);
        else request.log.warn({ err: error }, "health check: the write probe failed");
      }
    }
    const failure = writeFailures.failure;
    if (failure) {
      return reply
        .code(503)
        .header("retry-after", CANNOT_SAVE_RETRY_AFTER_SECONDS)
        .send({
          status: "unavailable",
          reason: "writes-failing",
          message: `The database cannot store writes: ${failure.cause}`,
          since: failure.since.toISOString(),
        });
    }
    return { status: "ok" };
  });
};
