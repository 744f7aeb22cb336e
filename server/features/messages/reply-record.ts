import { and, eq, inArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox, messages } from "../../db/schema";
import type { ReplyMail } from "./reply-mail";
import { recordOfStatusToken, type StatusRecord } from "./status-tokens";

/**
 * Whose thread a reply joins (contract §13): the record of the first known token among its
 * plus-addresses, else of the message the site sent that it answers (`In-Reply-To`, then
 * `References`). Null when neither is known: an unrelated mail, or one for a record that has
 * since been deleted, erased or withdrawn (its tokens and messages went with it).
 */
export async function recordOfReply(
  db: Database,
  reply: Pick<ReplyMail, "tokens" | "answers">,
): Promise<StatusRecord | null> {
  for (const token of reply.tokens) {
    const record = await recordOfStatusToken(db, token);
    if (record) return record;
  }
  return recordOfSentMessage(db, reply.answers);
}

/**
 * The record of the first of `messageIds` the site sent: a message's own `Message-ID`, or that
 * of the outbox mail that carried it. Stored with or without the angle brackets, both match.
 */
async function recordOfSentMessage(
  db: Database,
  messageIds: readonly string[],
): Promise<StatusRecord | null> {
  if (messageIds.length === 0) return null;
  const forms = messageIds.flatMap((id) => [id, id.replace(/^<|>$/g, "")]);
  const sent = await db
    .select({
      startupIdeaId: messages.startupIdeaId,
      investmentInterestId: messages.investmentInterestId,
      messageId: messages.emailMessageId,
      outboxMessageId: mailOutbox.messageId,
    })
    .from(messages)
    .leftJoin(mailOutbox, eq(mailOutbox.id, messages.outboxId))
    .where(
      and(
        eq(messages.direction, "out"),
        or(inArray(messages.emailMessageId, forms), inArray(mailOutbox.messageId, forms)),
      ),
    );
  const bare = (id: string | null) => id?.replace(/^<|>$/g, "");
  for (const id of messageIds) {
    const row = sent.find(
      (one) => bare(one.messageId) === bare(id) || bare(one.outboxMessageId) === bare(id),
    );
    if (row?.startupIdeaId) return { kind: "startup-ideas", id: row.startupIdeaId };
    if (row?.investmentInterestId) {
      return { kind: "investment-interests", id: row.investmentInterestId };
    }
  }
  return null;
}
