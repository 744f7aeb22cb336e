import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../db/client";
import {
  activityLog,
  admins,
  investmentInterests,
  mailAcknowledgements,
  mailOutbox,
  messages,
  startupIdeas,
  submissionComments,
  webhookDeliveries,
} from "../../db/schema";
import { recordActivity } from "../../lib/activity-log";
import { addressHash } from "../../lib/mail/outbox";
import { readDeckFile } from "../decks/deck-file";
import { deckOfIdea } from "../decks/deck-queries";
import { endSharesOf } from "../shares/end-shares";

/** Both kinds, as the person's data names them. */
const KINDS = [
  { key: "startupIdeas", table: startupIdeas, subject: "startup_idea" },
  { key: "investmentInterests", table: investmentInterests, subject: "investment_interest" },
] as const;

const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = lower(${email})`;

/** GET /api/admin/people: every record held for an address, either kind, newest first. */
export async function findPerson(db: Database, email: string) {
  const [ideas, interests] = await Promise.all(
    KINDS.map(({ table }) =>
      db
        .select()
        .from(table)
        .where(sameAddress(table.email, email))
        .orderBy(sql`${table.createdAt} desc`, sql`${table.id} desc`),
    ),
  );
  return {
    email,
    startupIdeas: ideas as (typeof startupIdeas.$inferSelect)[],
    investmentInterests: interests as (typeof investmentInterests.$inferSelect)[],
  };
}

/**
 * GET /api/admin/people/export: the same records with, for each, its comments (author by
 * username), its messages with the person (contract §13) and its activity, as one document a
 * person can be given.
 */
export async function exportPerson(db: Database, email: string) {
  const person = await findPerson(db, email);
  const withHistory = async (
    kind: (typeof KINDS)[number],
    records: { id: number }[],
  ): Promise<{ id: number }[]> => {
    const ids = records.map((record) => record.id);
    if (ids.length === 0) return [];
    const commentColumn =
      kind.key === "startupIdeas"
        ? submissionComments.startupIdeaId
        : submissionComments.investmentInterestId;
    const messageColumn =
      kind.key === "startupIdeas" ? messages.startupIdeaId : messages.investmentInterestId;
    const [comments, thread, activity] = await Promise.all([
      db
        .select({
          recordId: commentColumn,
          body: submissionComments.body,
          author: admins.username,
          createdAt: submissionComments.createdAt,
        })
        .from(submissionComments)
        .innerJoin(admins, eq(admins.id, submissionComments.authorId))
        .where(inArray(commentColumn, ids))
        .orderBy(asc(submissionComments.id)),
      db
        .select({
          recordId: messageColumn,
          direction: messages.direction,
          via: messages.via,
          author: admins.username,
          subject: messages.subject,
          body: messages.body,
          attachmentCount: messages.attachmentCount,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .leftJoin(admins, eq(admins.id, messages.authorId))
        .where(inArray(messageColumn, ids))
        .orderBy(asc(messages.id)),
      db
        .select({
          recordId: activityLog.subjectId,
          at: activityLog.at,
          action: activityLog.action,
          details: activityLog.details,
        })
        .from(activityLog)
        .where(and(eq(activityLog.subjectType, kind.subject), inArray(activityLog.subjectId, ids)))
        .orderBy(asc(activityLog.id)),
    ]);
    return records.map((record) => ({
      ...record,
      comments: comments
        .filter((comment) => comment.recordId === record.id)
        .map(({ recordId: _, ...comment }) => comment),
      messages: thread
        .filter((message) => message.recordId === record.id)
        .map(({ recordId: _, ...message }) => message),
      activity: activity
        .filter((entry) => entry.recordId === record.id)
        .map(({ recordId: _, ...entry }) => entry),
    }));
  };
  const ideas = [];
  for (const idea of await withHistory(KINDS[0], person.startupIdeas)) {
    ideas.push({ ...idea, deck: await exportedDeck(db, idea.id) });
  }
  return {
    email: person.email,
    exportedAt: new Date().toISOString(),
    startupIdeas: ideas,
    investmentInterests: await withHistory(KINDS[1], person.investmentInterests),
  };
}

/** An idea's deck as the download holds it: the file in base64; null without a deck. */
async function exportedDeck(db: Database, ideaId: number) {
  const deck = await deckOfIdea(db, ideaId);
  if (!deck) return null;
  const bytes = await readDeckFile(db, deck.id, deck.byteSize);
  return {
    fileName: deck.fileName,
    size: deck.byteSize,
    sha256: deck.sha256,
    contentBase64: bytes ? bytes.toString("base64") : null,
  };
}

/** PostgreSQL word-boundary pattern for a literal piece of text. */
const wholeWords = (text: string) => `\\m${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\M`;

/**
 * POST /api/admin/people/erase (contract §12): deletes every record held for the address
 * (their comments, messages and status-page tokens cascade) and then removes what could still name the person anywhere:
 * mail to or about them (sent or not), the once-a-day acknowledgement mark, and the details
 * of log entries that mention the address or a record's name (kept, redacted, since the log
 * is never shortened). Mail the records were still owed is never written: the worker finds
 * no record. One `erased` entry keeps the counts.
 */
export async function erasePerson(db: Database, actorId: number, email: string) {
  return db.transaction(async (tx) => {
    const erased = { startupIdeas: 0, investmentInterests: 0 };
    const names = new Set<string>();
    for (const kind of KINDS) {
      const going = await tx
        .select({ id: kind.table.id })
        .from(kind.table)
        .where(sameAddress(kind.table.email, email));
      await endSharesOf(tx, { kind: kind.subject, ids: going.map((record) => record.id) });
      const gone = await tx
        .delete(kind.table)
        .where(sameAddress(kind.table.email, email))
        .returning({ id: kind.table.id, name: kind.table.name });
      erased[kind.key] = gone.length;
      for (const record of gone) names.add(record.name.trim());
    }
    await forgetMentions(tx, email, [...names].filter(Boolean));
    await recordActivity(tx, { action: "erased", actorId, details: erased });
    return erased;
  });
}

/**
 * Removes what could still name a person whose records are gone: mail to or about them (the
 * team's messages to them included, sent or not), the once-a-day acknowledgement mark, webhook
 * events naming them, and the details of log entries that mention the address or a name
 * (redacted, never removed).
 */
export async function forgetMentions(tx: Transaction, email: string, names: string[]) {
  const patterns = [email, ...names].map(wholeWords);
  const mentions = (text: AnyPgColumn) =>
    or(...patterns.map((pattern) => sql`${text} ~* ${pattern}`));
  await tx
    .delete(mailOutbox)
    .where(
      or(
        sql`lower(${mailOutbox.recipient}) = lower(${email})`,
        mentions(mailOutbox.subject),
        mentions(mailOutbox.textBody),
      ),
    );
  await tx
    .delete(mailAcknowledgements)
    .where(eq(mailAcknowledgements.addressHash, addressHash(email)));
  // A webhook's event names the submitter (contract §19): not delivered yet, it never will be.
  await tx
    .delete(webhookDeliveries)
    .where(or(...patterns.map((pattern) => sql`${webhookDeliveries.data}::text ~* ${pattern}`)));
  await tx
    .update(activityLog)
    .set({ details: { redacted: true } })
    .where(or(...patterns.map((pattern) => sql`${activityLog.details}::text ~* ${pattern}`)));
}
