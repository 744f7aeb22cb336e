import { MESSAGE_TEXTS } from "@shared/schemas/messages";
import { founderShareView, SHARE_MESSAGES } from "@shared/schemas/share-states";
import { founderConsent, founderIntroduction } from "@shared/schemas/shares";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import {
  ideaOfStatusWrite,
  STATUS_PAGE_TAG,
  STATUS_WRITE_NOTE,
  statusNotFound,
} from "../messages/status-page-writes";
import { answerConsent } from "./consent";
import { decideIntroduction } from "./founder-introduction";

const shareParams = z.object({
  token: z.string(),
  shareId: z
    .string()
    .regex(/^\d{1,9}$/, "shareId must be a whole number")
    .transform(Number),
});

/**
 * The founder's side of sharing their idea with backers (contract §18), on their status page,
 * mounted at /api/status: consenting to (or declining) the studio's wish to show the idea, and
 * accepting (or declining) a backer's wish for an introduction. An investment interest's token
 * has no shares to answer: a 404, as for an unknown or spent token.
 */
export const statusShareRoutes: FastifyPluginAsync<{
  db: Database;
  mail: MailSetup;
  /** The public forms' per-IP limits (contract §6), which both writes here spend. */
  limits: boolean;
}> = async (app, { db, mail, limits }) => {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const ideaOf = (request: FastifyRequest, token: string) =>
    ideaOfStatusWrite(db, { clientAddress: request.ip, token, limits });

  const consent = documented({
    summary: "Let the studio show the idea to the backers it proposed, or decline",
    description:
      `${STATUS_WRITE_NOTE} Every share awaiting the founder becomes \`sent\` (each backer is mailed their ` +
      "own deal link, valid 30 days) or `declined`. Answers the idea's shares as its founder " +
      "sees them: no backer's name or address.",
    tag: STATUS_PAGE_TAG,
    body: founderConsent,
    responses: { 200: z.array(founderShareView) },
    errors: {
      404: MESSAGE_TEXTS.statusNotFound,
      409: SHARE_MESSAGES.noneAwaitingFounder,
    },
  });
  app.post<{ Params: { token: string } }>("/:token/shares/consent", consent, async (request) => {
    const { decision } = parseInput(founderConsent, request.body);
    const ideaId = await ideaOf(request, request.params.token);
    const result = await answerConsent(db, ideaId, decision, mail);
    if (result.outcome === "idea-gone") throw statusNotFound();
    if (result.outcome === "nothing-awaiting") {
      throw new HttpError(409, SHARE_MESSAGES.noneAwaitingFounder);
    }
    return result.shares;
  });

  const introduction = documented({
    summary: "Accept or decline a backer's wish to be introduced",
    description:
      `${STATUS_WRITE_NOTE} Only a share whose backer answered \`interested\` and whose founder has not ` +
      "answered yet. A declined introduction tells the backer politely, without a reason.",
    tag: STATUS_PAGE_TAG,
    params: shareParams,
    body: founderIntroduction,
    responses: { 200: founderShareView },
    errors: {
      404: `${MESSAGE_TEXTS.statusNotFound}, or ${SHARE_MESSAGES.notFound.toLowerCase()} on this idea`,
      409: SHARE_MESSAGES.notAwaitingIntroduction,
    },
  });
  app.post("/:token/shares/:shareId/introduction", introduction, async (request) => {
    const { token, shareId } = parseInput(shareParams, request.params);
    const { decision } = parseInput(founderIntroduction, request.body);
    const ideaId = await ideaOf(request, token);
    const result = await decideIntroduction(db, ideaId, shareId, decision, mail);
    if (result.outcome === "not-found") throw new HttpError(404, SHARE_MESSAGES.notFound);
    if (result.outcome === "not-awaiting") {
      throw new HttpError(409, SHARE_MESSAGES.notAwaitingIntroduction);
    }
    return result.share;
  });
};
