import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { investmentInterests, messages, startupIdeas } from "../../db/schema";
import type { StatusRecord } from "./status-tokens";

/**
 * STAND-IN until msg-status's recordIncomingMessage is merged (its signature, the least of its
 * behaviour: the message, the unread count, once per Message-ID). The merge takes theirs.
 */
export type IncomingMessage = {
  record: StatusRecord;
  via: "status-page" | "email";
  subject: string;
  body: string;
  emailMessageId?: string;
  attachmentCount?: number;
};

export async function recordIncomingMessage(db: Database, incoming: IncomingMessage) {
  const { record } = incoming;
  const recordColumn =
    record.kind === "startup-ideas" ? messages.startupIdeaId : messages.investmentInterestId;
  return db.transaction(async (tx) => {
    if (incoming.emailMessageId !== undefined) {
      const [seen] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(eq(recordColumn, record.id), eq(messages.emailMessageId, incoming.emailMessageId)),
        );
      if (seen) return { duplicate: true as const };
    }
    const table = record.kind === "startup-ideas" ? startupIdeas : investmentInterests;
    await tx
      .update(table)
      .set({ unreadMessages: sql`${table.unreadMessages} + 1` })
      .where(eq(table.id, record.id));
    await tx.insert(messages).values({
      startupIdeaId: record.kind === "startup-ideas" ? record.id : null,
      investmentInterestId: record.kind === "investment-interests" ? record.id : null,
      direction: "in",
      via: incoming.via,
      subject: incoming.subject,
      body: incoming.body,
      emailMessageId: incoming.emailMessageId ?? null,
      attachmentCount: incoming.attachmentCount ?? 0,
    });
    return { duplicate: false as const };
  });
}
