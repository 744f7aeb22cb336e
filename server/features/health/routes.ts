import type { FastifyPluginAsync } from "fastify";
import type { DatabaseHandle } from "../../db/client";

export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get("/health", async (request, reply) => {
    try {
      await database.ping();
      return { status: "ok" };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unreachable");
      return reply
        .code(503)
        .send({ status: "unavailable", message: "The database is not answering" });
    }
  });
};
