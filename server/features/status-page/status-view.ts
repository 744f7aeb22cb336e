import { publicStageOf, type StatusMessage, type StatusView } from "@shared/schemas/messages";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins, investmentInterests, messages, startupIdeas } from "../../db/schema";
import { deckSummaryOfIdea } from "../decks/deck-queries";
import { recordOfStatusToken, type StatusRecord } from "../messages/status-tokens";
import { founderSharesOfIdea } from "../shares/founder-view";
import { teamAuthorName } from "./team-author-name";

/**
 * What the submitter sees of their record (contract §13): the fields of the public form they
 * filled in, the public stage, and the thread. Selected column by column, so the team's notes,
 * owner, comments, scores and unread count can never slip into the answer.
 */
const SENT_FIELDS = {
  "startup-ideas": {
    table: startupIdeas,
    messageColumn: messages.startupIdeaId,
    columns: {
      name: startupIdeas.name,
      email: startupIdeas.email,
      phone: startupIdeas.phone,
      idea: startupIdeas.idea,
      sector: startupIdeas.sector,
      stage: startupIdeas.stage,
    },
  },
  "investment-interests": {
    table: investmentInterests,
    messageColumn: messages.investmentInterestId,
    columns: {
      name: investmentInterests.name,
      email: investmentInterests.email,
      phone: investmentInterests.phone,
      sectors: investmentInterests.sectors,
      investmentAmount: investmentInterests.investmentAmount,
      additionalInfo: investmentInterests.additionalInfo,
    },
  },
} as const;

/** The status page's view for a token, or null for an unknown, malformed or spent one. */
export async function loadStatusView(db: Database, token: string): Promise<StatusView | null> {
  const record = await recordOfStatusToken(db, token);
  return record ? statusViewOf(db, record) : null;
}

/** The view of one record, or null once it is gone. */
export async function statusViewOf(db: Database, record: StatusRecord): Promise<StatusView | null> {
  const { table, columns, messageColumn } = SENT_FIELDS[record.kind];
  const [[row], thread] = await Promise.all([
    db
      .select({ ...columns, status: table.status, createdAt: table.createdAt })
      .from(table)
      .where(eq(table.id, record.id)),
    db
      .select({
        id: messages.id,
        direction: messages.direction,
        displayName: admins.displayName,
        subject: messages.subject,
        body: messages.body,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .leftJoin(admins, eq(admins.id, messages.authorId))
      .where(eq(messageColumn, record.id))
      .orderBy(asc(messages.id)),
  ]);
  if (!row) return null;
  const { status, createdAt, ...submission } = row;
  return {
    kind: record.kind,
    submittedAt: createdAt.toISOString(),
    stage: publicStageOf(status),
    submission,
    messages: thread.map(statusMessageOf),
    ...(record.kind === "startup-ideas"
      ? {
          deck: await deckSummaryOfIdea(db, record.id),
          shares: await founderSharesOfIdea(db, record.id),
        }
      : {}),
  };
}

/** One message as the submitter sees it: theirs, or the team's under a first name. */
export function statusMessageOf(message: {
  id: number;
  direction: "in" | "out";
  displayName: string | null;
  subject: string;
  body: string;
  createdAt: Date;
}): StatusMessage {
  return {
    id: message.id,
    direction: message.direction,
    authorName: message.direction === "out" ? teamAuthorName(message.displayName) : null,
    subject: message.subject,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}
