import type { MailStatus } from "@shared/schemas/mail";
import type { FastifyPluginAsync } from "fastify";

/** GET /mail: whether mail is set up, for everyone's Settings (contract §11). */
export const mailStatusRoutes: FastifyPluginAsync<MailStatus> = async (app, status) => {
  app.get("/mail", async () => ({ enabled: status.enabled, from: status.from }));
};
