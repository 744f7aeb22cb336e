import { DECK_MESSAGES } from "@shared/schemas/decks";
import { dealResponse, SHARE_MESSAGES } from "@shared/schemas/share-states";
import { dealPageView, dealView } from "@shared/schemas/shares";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { spendSubmission, submissionLimit } from "../submissions/submission-limit";
import { dealLinkShare } from "./deal-link";
import { loadDealPage } from "./deal-page";
import { markedDeckPage } from "./deal-page-images";
import { answerDeal } from "./deal-response";
import { recordFirstView, recordViewReport } from "./deal-views";

export type DealRoutesOptions = {
  db: Database;
  mail: MailSetup;
  /** The public forms' per-IP limits (contract §6), which the writes here spend. */
  limits: boolean;
};

const TAG = "Deal links";
const PRIVATE =
  "The token in the path is the backer's only key. Answered with `Cache-Control: no-store` " +
  "and `X-Robots-Tag: noindex`; never kept by the public cache or written to the log.";
const REFUSED = {
  404: SHARE_MESSAGES.linkUnknown,
  410: `${SHARE_MESSAGES.linkRevoked}; ${SHARE_MESSAGES.linkExpired}; ${SHARE_MESSAGES.linkEnded}`,
};

const tokenParams = z.object({ token: z.string() });
const pageParams = z.object({ token: z.string(), n: z.coerce.number().int().positive() });

/**
 * A backer's deal link as an API (contract §18), mounted at /api/deal: the page's data, the
 * deck's pages marked with the backer's address, the page's view reports and the backer's
 * answer. Every route resolves the token alike (deal-link.ts): unknown 404; revoked, expired
 * or ended 410.
 */
export const dealRoutes: FastifyPluginAsync<DealRoutesOptions> = async (
  app,
  { db, mail, limits },
) => {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
  });

  const read = documented({
    summary: "A backer's deal page: the teaser, the idea as the founder wrote it, the deck's pages",
    description: `Never the founder's name, e-mail or phone. ${PRIVATE}`,
    tag: TAG,
    params: tokenParams,
    responses: { 200: dealPageView },
    errors: REFUSED,
  });
  app.get<{ Params: { token: string } }>("/:token", read, async (request, reply) => {
    const page = await loadDealPage(db, request.params.token);
    if ("refusal" in page) throw new HttpError(page.refusal.status, page.refusal.message);
    return reply.send(page.view);
  });

  const image = documented({
    summary: "A page of the deck as a WebP image, the backer's e-mail address drawn on it",
    description:
      "Made on the link's first request for the page, then kept. Pages exist once the deck " +
      `is clean or unscanned and its pages are made (\`pagesReady\`). ${PRIVATE}`,
    tag: TAG,
    params: pageParams,
    responses: { 200: { description: "The page", contentType: "image/webp", binary: true } },
    errors: { ...REFUSED, 404: `${SHARE_MESSAGES.linkUnknown}; ${DECK_MESSAGES.pageNotFound}` },
  });
  app.get("/:token/pages/:n", image, async (request, reply) => {
    const { token, n } = parseInput(pageParams, request.params);
    const share = await dealLinkShare(db, token);
    const page = await markedDeckPage(db, share, n);
    if (!page) throw new HttpError(404, DECK_MESSAGES.pageNotFound);
    if (!share.firstViewedAt) await db.transaction((tx) => recordFirstView(tx, share));
    return reply.type("image/webp").send(page);
  });

  const views = documented({
    summary: "Record the backer's time on a page of the deal page",
    description:
      "`seconds` are added to the page's and the link's; the first report is the link's first " +
      "view (logged `share_viewed`), and reports over 30 minutes apart count as a new view. " +
      "The page reports when the backer leaves a page, and every few seconds on it: at most " +
      `one a second per link (429). Spends a per-address budget of reports. ${PRIVATE}`,
    tag: TAG,
    params: tokenParams,
    body: dealView,
    responses: { 204: { description: "Recorded" } },
    errors: { ...REFUSED, 429: SHARE_MESSAGES.tooManyViews },
  });
  app.post<{ Params: { token: string } }>("/:token/views", views, async (request, reply) => {
    const report = parseInput(dealView, request.body);
    await recordViewReport(db, request.params.token, report, limits ? request.ip : null);
    return reply.code(204).send();
  });

  const answer = documented({
    summary: "The backer's answer: an introduction, or not for them (changeable until introduced)",
    description:
      "`interested` asks the founder (by e-mail and on their status page) to accept an " +
      "introduction; staff are told of every answer. Spends the public forms' per-address " +
      `budget (429 with Retry-After when spent). ${PRIVATE}`,
    tag: TAG,
    params: tokenParams,
    body: dealResponse,
    responses: { 200: dealPageView },
    errors: { ...REFUSED, 409: SHARE_MESSAGES.answerClosed },
  });
  app.post<{ Params: { token: string } }>("/:token/response", answer, async (request) => {
    const body = parseInput(dealResponse, request.body);
    await spendSubmission(db, submissionLimit("POST /api/deal", request.ip, limits));
    return answerDeal(db, request.params.token, body, mail);
  });
};
