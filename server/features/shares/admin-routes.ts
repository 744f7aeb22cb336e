import { recordIdParams } from "@shared/schemas/admin-lists";
import { SHARE_MESSAGES } from "@shared/schemas/share-states";
import {
  backerMatch,
  ideaMatch,
  introductionRequest,
  matchesQuery,
  shareProposal,
  shareRecord,
} from "@shared/schemas/shares";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { investmentInterests, shares, startupIdeas } from "../../db/schema";
import { HttpError, parseInput, ValidationError } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { signedInStaff } from "../../lib/signed-in-staff";
import { staffNameOf } from "../messages/message-mail";
import { scoreSightOf } from "../submissions/visible-score";
import { introduceShare } from "./introduce-share";
import { backersOfIdea, ideasOfInterest, type MatchPage } from "./matching-queries";
import { proposeShares } from "./propose-shares";
import { revokeShare } from "./revoke-share";
import { toShareRecord } from "./share-record";

const TAG = "Backers";
const ideaNotFound = () => new HttpError(404, SHARE_MESSAGES.ideaNotFound);
const interestNotFound = () => new HttpError(404, SHARE_MESSAGES.interestNotFound);
const shareNotFound = () => new HttpError(404, SHARE_MESSAGES.notFound);
const TOTAL = "The total count of matches is in the X-Total-Count header.";

function sendPage<Row>(reply: FastifyReply, page: MatchPage<Row>) {
  return reply.header("x-total-count", page.total).send(page.rows);
}

/**
 * Staff's side of backers (contract §18, ADR 053): the matches on each record's page, proposing
 * an idea to backers, the shares of a record, revoking one and introducing the two sides.
 * Registered in the reviewers' scope (admin, reviewer).
 */
export const shareAdminRoutes: FastifyPluginAsync<{ db: Database; mail: MailSetup }> = async (
  app,
  { db, mail },
) => {
  const backers = documented({
    summary: "An idea's matching backers: the interests not archived in its sector, newest first",
    description: `Each with this pair's share, or null. ${TOTAL}`,
    tag: TAG,
    params: recordIdParams,
    query: matchesQuery,
    responses: { 200: z.array(backerMatch) },
    errors: { 404: SHARE_MESSAGES.ideaNotFound },
  });
  app.get("/startup-ideas/:id/backers", backers, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const { limit } = parseInput(matchesQuery, request.query);
    const page = await backersOfIdea(db, id, limit);
    if (!page) throw ideaNotFound();
    return sendPage(reply, page);
  });

  const ideas = documented({
    summary: "An interest's matching ideas: those not archived in its sectors, best score first",
    description:
      "Unscored ideas last, then newest first; scores blind as for the lists (a reviewer sees " +
      `only the scores of ideas they reviewed). Each with this pair's share, or null. ${TOTAL}`,
    tag: TAG,
    params: recordIdParams,
    query: matchesQuery,
    responses: { 200: z.array(ideaMatch) },
    errors: { 404: SHARE_MESSAGES.interestNotFound },
  });
  app.get("/investment-interests/:id/ideas", ideas, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const { limit } = parseInput(matchesQuery, request.query);
    const sight = scoreSightOf(signedInStaff(request));
    const page = await ideasOfInterest(db, id, limit, sight);
    if (!page) throw interestNotFound();
    return sendPage(reply, page);
  });

  const propose = documented({
    summary: "Propose an idea to backers: one share each, awaiting the founder's consent",
    description:
      "The founder is asked by one e-mail (when mail is set up) and on their status page, " +
      "with the backers' sectors and amounts, never their names. Nothing is created when any " +
      "of the backers already holds a share of this idea (409).",
    tag: TAG,
    params: recordIdParams,
    body: shareProposal,
    responses: { 201: z.array(shareRecord) },
    errors: {
      400: SHARE_MESSAGES.unknownInterest,
      404: SHARE_MESSAGES.ideaNotFound,
      409: SHARE_MESSAGES.alreadyShared,
    },
  });
  app.post("/startup-ideas/:id/shares", propose, async (request, reply) => {
    const { id } = parseInput(recordIdParams, request.params);
    const proposal = parseInput(shareProposal, request.body);
    const result = await proposeShares(db, id, proposal, signedInStaff(request).id, mail);
    switch (result.outcome) {
      case "not-found":
        throw ideaNotFound();
      case "unknown-interest":
        throw new ValidationError([
          { path: "interestIds", message: SHARE_MESSAGES.unknownInterest },
        ]);
      case "already-shared":
        throw new HttpError(409, SHARE_MESSAGES.alreadyShared);
      case "proposed": {
        mail?.queued();
        const now = new Date();
        return reply.code(201).send(result.shares.map((share) => toShareRecord(share, now)));
      }
    }
  });

  // A record's shares, newest first: an idea's with its backers, a backer's of their ideas.
  for (const side of [
    {
      path: "startup-ideas",
      record: startupIdeas,
      column: shares.startupIdeaId,
      summary: "An idea's shares with backers, newest first",
      notFound: SHARE_MESSAGES.ideaNotFound,
    },
    {
      path: "investment-interests",
      record: investmentInterests,
      column: shares.investmentInterestId,
      summary: "The ideas shared with a backer, newest first",
      notFound: SHARE_MESSAGES.interestNotFound,
    },
  ]) {
    const list = documented({
      summary: side.summary,
      tag: TAG,
      params: recordIdParams,
      responses: { 200: z.array(shareRecord) },
      errors: { 404: side.notFound },
    });
    app.get(`/${side.path}/:id/shares`, list, async (request) => {
      const { id } = parseInput(recordIdParams, request.params);
      const [found] = await db
        .select({ id: side.record.id })
        .from(side.record)
        .where(eq(side.record.id, id));
      if (!found) throw new HttpError(404, side.notFound);
      const rows = await db
        .select()
        .from(shares)
        .where(eq(side.column, id))
        .orderBy(desc(shares.createdAt), desc(shares.id));
      const now = new Date();
      return rows.map((row) => toShareRecord(row, now));
    });
  }

  const revoke = documented({
    summary: "Revoke a share: its deal link answers 410 from now on",
    description: "Any state may be revoked; revoking a revoked share changes nothing.",
    tag: TAG,
    params: recordIdParams,
    responses: { 200: shareRecord },
    errors: { 404: SHARE_MESSAGES.notFound },
  });
  app.post("/shares/:id/revoke", revoke, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const revoked = await revokeShare(db, id, signedInStaff(request).id);
    if (!revoked) throw shareNotFound();
    return toShareRecord(revoked);
  });

  const introduce = documented({
    summary: "Introduce the founder and the backer: one e-mail to both, naming each to the other",
    description:
      "Only once the backer asked for an introduction and the founder accepted; needs mail " +
      "(SMTP_URL).",
    tag: TAG,
    params: recordIdParams,
    body: introductionRequest,
    responses: { 200: shareRecord },
    errors: {
      404: SHARE_MESSAGES.notFound,
      409: `${SHARE_MESSAGES.introductionNotAgreed}; ${SHARE_MESSAGES.alreadyIntroduced}; ${SHARE_MESSAGES.shareRevoked}; ${SHARE_MESSAGES.introductionNeedsMail}`,
    },
  });
  app.post("/shares/:id/introduce", introduce, async (request) => {
    const { id } = parseInput(recordIdParams, request.params);
    const { note } = parseInput(introductionRequest, request.body ?? {});
    if (!mail) throw new HttpError(409, SHARE_MESSAGES.introductionNeedsMail);
    const staff = signedInStaff(request);
    const result = await introduceShare(db, id, { id: staff.id, name: staffNameOf(staff) }, note);
    switch (result.outcome) {
      case "not-found":
        throw shareNotFound();
      case "already-introduced":
        throw new HttpError(409, SHARE_MESSAGES.alreadyIntroduced);
      case "revoked":
        throw new HttpError(409, SHARE_MESSAGES.shareRevoked);
      case "not-agreed":
        throw new HttpError(409, SHARE_MESSAGES.introductionNotAgreed);
      case "introduced":
        mail.queued();
        return toShareRecord(result.share);
    }
  });
};
