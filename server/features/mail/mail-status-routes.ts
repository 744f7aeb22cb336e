import { type MailStatus, mailStatus } from "@shared/schemas/mail";
import type { FastifyPluginAsync } from "fastify";
import { documented } from "../../lib/openapi/operation";

/**
 * GET /mail: whether mail is set up, for everyone's Settings (contract §11), and whether pitch
 * decks are scanned for viruses (CLAMD_URL, contract §17).
 */
export const mailStatusRoutes: FastifyPluginAsync<MailStatus> = async (app, status) => {
  const read = documented({
    summary: "Whether the site sends mail, and as whom; whether pitch decks are scanned",
    tag: "Mail",
    responses: { 200: mailStatus },
  });
  app.get("/mail", read, async () => ({
    enabled: status.enabled,
    from: status.from,
    decksScanned: status.decksScanned,
  }));
};
