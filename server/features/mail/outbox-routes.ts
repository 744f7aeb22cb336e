import { MAIL_MESSAGES, outboxQuery } from "@shared/schemas/mail";
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { HttpError, parseInput } from "../../lib/errors";
import { countOutbox } from "./count-outbox";
import { listOutbox } from "./list-outbox";
import { sendAgain } from "./send-again";

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
  app.get("/outbox", async (request, reply) => {
    const { entries, total } = await listOutbox(db, parseInput(outboxQuery, request.query));
    reply.header("x-total-count", total);
    return entries;
  });

  app.get("/outbox/summary", async () => countOutbox(db));

  app.post("/outbox/:id/retry", async (request) => {
    const parsed = outboxId.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, MAIL_MESSAGES.notFound);
    const retried = await sendAgain(db, parsed.data.id);
    if (retried === "unknown") throw new HttpError(404, MAIL_MESSAGES.notFound);
    if (retried === "not failed") throw new HttpError(409, MAIL_MESSAGES.notFailed);
    wake();
    return retried;
  });
};
