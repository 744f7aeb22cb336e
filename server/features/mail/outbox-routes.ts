import { MAIL_MESSAGES, outboxEntry, outboxQuery, outboxSummary } from "@shared/schemas/mail";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { documented } from "../../lib/openapi/operation";
import { countOutbox } from "./count-outbox";
import { listOutbox } from "./list-outbox";
import { sendAgain } from "./send-again";

const TAG = "Mail";
const outboxId = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/**
 * The Outbox screen's API (contract §11), admin only: what was sent, what waits and what
 * failed and why, never a body; and "send again" for a failed mail.
 */
export const outboxRoutes: FastifyPluginAsync<{ db: Database; wake: () => void }> = async (
  app,
  { db, wake },
) => {
  const list = documented({
    summary: "The outbox: sent, waiting and failed mail (never a body), newest first",
    description: "The header `X-Total-Count` says how many match in all.",
    tag: TAG,
    query: outboxQuery,
    responses: { 200: z.array(outboxEntry) },
  });
  app.get("/outbox", list, async (request, reply) => {
    const { entries, total } = await listOutbox(db, parseInput(outboxQuery, request.query));
    reply.header("x-total-count", total);
    return entries;
  });

  const summary = documented({
    summary: "How many messages are waiting, sent and failed",
    tag: TAG,
    responses: { 200: outboxSummary },
  });
  app.get("/outbox/summary", summary, async () => countOutbox(db));

  const retry = documented({
    summary: "Send a failed message again",
    tag: TAG,
    params: outboxId,
    responses: { 200: outboxEntry },
    errors: { 404: MAIL_MESSAGES.notFound, 409: MAIL_MESSAGES.notFailed },
  });
  app.post("/outbox/:id/retry", retry, async (request) => {
    const parsed = outboxId.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, MAIL_MESSAGES.notFound);
    const retried = await sendAgain(db, parsed.data.id);
    if (retried === "unknown") throw new HttpError(404, MAIL_MESSAGES.notFound);
    if (retried === "not failed") throw new HttpError(409, MAIL_MESSAGES.notFailed);
    wake();
    return retried;
  });
};
