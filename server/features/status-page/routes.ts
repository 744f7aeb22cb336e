import {
  MESSAGE_TEXTS,
  type StatusMessage,
  statusMessage,
  statusReplyPayload,
  statusView,
  statusWithdrawn,
} from "@shared/schemas/messages";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import type { MailSetup } from "../../lib/mail/outbox";
import { documented } from "../../lib/openapi/operation";
import { recordIncomingMessage } from "../messages/incoming-message";
import { STATUS_WRITES_LIMITED_AS } from "../messages/status-page-writes";
import { recordOfStatusToken, type StatusRecord } from "../messages/status-tokens";
import { spendSubmission, submissionLimit } from "../submissions/submission-limit";
import { loadStatusView } from "./status-view";

export type StatusPageRoutesOptions = {
  db: Database;
  mail: MailSetup;
  /** The public forms' per-IP limits (contract §6), which both writes here spend. */
  limits: boolean;
  /**
   * Erases the record as contract §12 erases one (personal-data, wired in by server/api),
   * logging one `withdrawn` entry; false when it was already gone.
   */
  withdraw(record: StatusRecord): Promise<boolean>;
};

/** The subject a message written on the status page is filed under in the team's thread. */
export const STATUS_PAGE_SUBJECT = "Message from the status page";

const TAG = "Status page";
const NO_STORE = "The token in the path is the only key. Answered with `Cache-Control: no-store`.";
const LIMITED = "Spends the public forms' per-address budget (429 with Retry-After when spent).";

const notFound = () => new HttpError(404, MESSAGE_TEXTS.statusNotFound);

/**
 * The submitter's private status page as an API (contract §13), mounted at /api/status. The
 * token is the only key: an unknown, malformed or spent one is a 404 like any missing thing.
 * Every answer is personal: `no-store`, so no browser or proxy keeps a copy (the public page
 * cache leaves these paths alone too, server/http/public-cache.ts).
 */
export const statusPageRoutes: FastifyPluginAsync<StatusPageRoutesOptions> = async (
  app,
  { db, mail, limits, withdraw },
) => {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const read = documented({
    summary: "A submitter's private status page: what they sent, its stage, the messages",
    description: NO_STORE,
    tag: TAG,
    responses: { 200: statusView },
    errors: { 404: MESSAGE_TEXTS.statusNotFound },
  });
  app.get<{ Params: { token: string } }>("/:token", read, async (request) => {
    const view = await loadStatusView(db, request.params.token);
    if (!view) throw notFound();
    return view;
  });

  const write = documented({
    summary: "Write to the team from the status page",
    description: `${NO_STORE} ${LIMITED}`,
    tag: TAG,
    body: statusReplyPayload,
    responses: { 201: statusMessage },
    errors: { 404: MESSAGE_TEXTS.statusNotFound },
  });
  app.post<{ Params: { token: string } }>("/:token/messages", write, async (request, reply) => {
    const { body } = parseInput(statusReplyPayload, request.body);
    await spendSubmission(db, submissionLimit(STATUS_WRITES_LIMITED_AS, request.ip, limits));
    const record = await recordOfStatusToken(db, request.params.token);
    if (!record) throw notFound();
    const result = await recordIncomingMessage(
      db,
      { record, via: "status-page", subject: STATUS_PAGE_SUBJECT, body },
      mail,
    );
    if (result.outcome !== "recorded") throw notFound();
    const message: StatusMessage = {
      id: result.message.id,
      direction: "in",
      authorName: null,
      subject: STATUS_PAGE_SUBJECT,
      body,
      createdAt: result.message.createdAt.toISOString(),
    };
    return reply.code(201).send(message);
  });

  const withdrawal = documented({
    summary: "Withdraw the submission: it is erased, and the link stops working",
    description: `${NO_STORE} ${LIMITED}`,
    tag: TAG,
    responses: { 200: statusWithdrawn },
    errors: { 404: MESSAGE_TEXTS.statusNotFound },
  });
  app.post<{ Params: { token: string } }>("/:token/withdraw", withdrawal, async (request) => {
    await spendSubmission(db, submissionLimit(STATUS_WRITES_LIMITED_AS, request.ip, limits));
    const record = await recordOfStatusToken(db, request.params.token);
    if (!record || !(await withdraw(record))) throw notFound();
    return { withdrawn: true };
  });
};
