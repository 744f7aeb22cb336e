import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { CronExpressionParser } from "cron-parser";
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { roleMayUse } from "../../db/role-access";
import { activityLog, admins, investmentInterests, messages, startupIdeas } from "../../db/schema";
import { singleLine } from "../../lib/mail/compose";
import { enqueueMail } from "../../lib/mail/outbox";
import { mentionDigestLines } from "../submissions/mention-digest";
import { staleRecordSections } from "./stale-record-lines";

/** A digest names this many of each kind and links to the list for the rest. */
const LISTED = 50;

type Window = { from: Date; to: Date };

/** The whole calendar day before `firedAt`, midnight to midnight in the company's zone. */
export function previousDay(firedAt: Date): Window {
  const midnights = CronExpressionParser.parse("0 0 * * *", {
    currentDate: firedAt,
    tz: site.timeZone,
  });
  const to = midnights.prev().toDate();
  const from = midnights.prev().toDate();
  return { from, to };
}

const dayLabel = (day: Window) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: site.timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
  }).format(day.from);

/**
 * One digest a day for the staff who chose it (contract §11), queued in the caller's
 * transaction: the new ideas and interests of the day before `firedAt`, each with its admin
 * link, and — for each of them — the records they own that the submitter wrote about that
 * day (contract §13: an owner set to daily hears of incoming messages here), and the records
 * they own that have waited in their status for more than 14 days (contract §14). Nobody
 * gets a digest with nothing in it for them.
 */
export async function queueDailyDigest(tx: Transaction, firedAt: Date, publicUrl: string) {
  const day = previousDay(firedAt);
  const newSubmissions = await newSubmissionSections(tx, day, publicUrl);
  const readers = await tx
    .select({ id: admins.id, email: admins.email })
    .from(admins)
    .where(
      and(
        eq(admins.active, true),
        eq(admins.notify, "daily"),
        roleMayUse(admins.role, "submissions"),
        isNotNull(admins.email),
      ),
    );
  const answered = await answeredRecordLines(
    tx,
    day,
    publicUrl,
    readers.map((reader) => reader.id),
  );
  const mentioned = await mentionDigestLines(
    tx,
    day,
    publicUrl,
    readers.map((reader) => reader.id),
  );
  const shareAnswers = await shareAnswerLines(
    tx,
    day,
    publicUrl,
    readers.map((reader) => reader.id),
  );
  const stale = await staleRecordSections(
    tx,
    firedAt,
    publicUrl,
    readers.map((reader) => reader.id),
  );
  for (const reader of readers) {
    const theirs = answered.get(reader.id) ?? [];
    const theirMentions = mentioned.get(reader.id) ?? [];
    const theirShareAnswers = shareAnswers.get(reader.id) ?? [];
    const waiting = stale.get(reader.id);
    const news =
      newSubmissions.length > 0 ||
      theirs.length > 0 ||
      theirMentions.length > 0 ||
      theirShareAnswers.length > 0;
    if (!news && !waiting) continue;
    const sections = [...newSubmissions];
    if (theirs.length > 0) {
      sections.push(
        `New messages on submissions you own (${theirs.length}):\n${theirs.join("\n")}`,
      );
    }
    if (theirMentions.length > 0) {
      sections.push(
        `Comments that mention you (${theirMentions.length}):\n${theirMentions.join("\n")}`,
      );
    }
    if (theirShareAnswers.length > 0) {
      sections.push(
        `Answers on backer shares of submissions you own (${theirShareAnswers.length}):\n${theirShareAnswers.join("\n")}`,
      );
    }
    if (waiting) sections.push(waiting);
    await enqueueMail(tx, {
      purpose: "digest",
      recipient: reader.email ?? "",
      subject: `${digestTopic(newSubmissions.length > 0, theirs.length > 0 || theirShareAnswers.length > 0, theirMentions.length > 0)} on ${dayLabel(day)}`,
      text: [
        news
          ? `What came in through the website on ${dayLabel(day)}:`
          : `Nothing new came in for you on ${dayLabel(day)}, but some submissions you own are waiting:`,
        ...sections,
        `You get this digest because your notifications are set to "daily". Change that in Settings: ${publicUrl}${paths.admin.settingsPages.profile}`,
      ].join("\n\n"),
    });
  }
}

/** What the subject names: the day's news first, else the records waiting on the reader. */
function digestTopic(newSubmissions: boolean, newMessages: boolean, mentions: boolean) {
  if (newSubmissions) return "New submissions";
  if (newMessages) return "New messages";
  return mentions ? "Mentions" : "Submissions waiting on you";
}

const KINDS = [
  {
    table: startupIdeas,
    messageColumn: messages.startupIdeaId,
    title: "Startup ideas",
    noun: "startup idea",
    activitySubject: "startup_idea",
    link: paths.admin.startupIdea,
    list: paths.admin.startupIdeas,
  },
  {
    table: investmentInterests,
    messageColumn: messages.investmentInterestId,
    title: "Investment interests",
    noun: "investment interest",
    activitySubject: "investment_interest",
    link: paths.admin.investmentInterest,
    list: paths.admin.investmentInterests,
  },
] as const;

/** The day's new ideas and interests, a section per kind that has any. */
async function newSubmissionSections(tx: Transaction, day: Window, publicUrl: string) {
  const sections: string[] = [];
  for (const kind of KINDS) {
    const inDay = and(gte(kind.table.createdAt, day.from), lt(kind.table.createdAt, day.to));
    const [counted] = await tx.select({ total: count() }).from(kind.table).where(inDay);
    const total = counted?.total ?? 0;
    if (total === 0) continue;
    const rows = await tx
      .select({ id: kind.table.id, name: kind.table.name })
      .from(kind.table)
      .where(inDay)
      .orderBy(desc(kind.table.createdAt))
      .limit(LISTED);
    const lines = rows.map(
      (row) => `- ${singleLine(row.name, 80)}: ${publicUrl}${kind.link(row.id)}`,
    );
    if (total > rows.length) {
      lines.push(`- and ${total - rows.length} more: ${publicUrl}${kind.list}`);
    }
    sections.push(`${kind.title} (${total}):\n${lines.join("\n")}`);
  }
  return sections;
}

/**
 * For each of `ownerIds`, a line per record they own that received messages in the day:
 * its kind, its submitter's name, how many messages and the link to read them.
 */
function answeredRecordLines(tx: Transaction, day: Window, publicUrl: string, ownerIds: number[]) {
  return ownedRecordLines(publicUrl, ownerIds, "message", (kind) =>
    tx
      .select({
        id: kind.table.id,
        name: kind.table.name,
        ownerId: kind.table.assigneeId,
        howMany: count(messages.id),
      })
      .from(messages)
      .innerJoin(kind.table, eq(kind.table.id, kind.messageColumn))
      .where(
        and(
          eq(messages.direction, "in"),
          gte(messages.createdAt, day.from),
          lt(messages.createdAt, day.to),
          inArray(kind.table.assigneeId, ownerIds),
        ),
      )
      .groupBy(kind.table.id)
      .orderBy(asc(kind.table.id)),
  );
}

/** The answers on a share staff hear of (contract §18: "as §13"), each logged on both records. */
const SHARE_ANSWERS = [
  "share_consented",
  "share_declined",
  "share_answered",
  "introduction_accepted",
  "introduction_declined",
] as const;

/**
 * For each of `ownerIds`, a line per record they own on whose shares the founder or a backer
 * answered in the day (contract §18: an owner set to daily hears of them here, as of messages):
 * its kind, its submitter's name, how many answers and the link to the record.
 */
function shareAnswerLines(tx: Transaction, day: Window, publicUrl: string, ownerIds: number[]) {
  return ownedRecordLines(publicUrl, ownerIds, "answer", (kind) =>
    tx
      .select({
        id: kind.table.id,
        name: kind.table.name,
        ownerId: kind.table.assigneeId,
        howMany: count(activityLog.id),
      })
      .from(activityLog)
      .innerJoin(kind.table, eq(kind.table.id, activityLog.subjectId))
      .where(
        and(
          eq(activityLog.subjectType, kind.activitySubject),
          inArray(activityLog.action, [...SHARE_ANSWERS]),
          gte(activityLog.at, day.from),
          lt(activityLog.at, day.to),
          inArray(kind.table.assigneeId, ownerIds),
        ),
      )
      .groupBy(kind.table.id)
      .orderBy(asc(kind.table.id)),
  );
}

type CountedRecord = { id: number; name: string; ownerId: number | null; howMany: number };

/** Each owner's lines: "- Dora Digest (startup idea), 2 messages: {link}", per kind. */
async function ownedRecordLines(
  publicUrl: string,
  ownerIds: number[],
  what: "message" | "answer",
  countedOf: (kind: (typeof KINDS)[number]) => Promise<CountedRecord[]>,
) {
  const lines = new Map<number, string[]>();
  if (ownerIds.length === 0) return lines;
  for (const kind of KINDS) {
    for (const row of await countedOf(kind)) {
      if (row.ownerId === null) continue;
      const counted = `${row.howMany} ${what}${row.howMany === 1 ? "" : "s"}`;
      const line = `- ${singleLine(row.name, 80)} (${kind.noun}), ${counted}: ${publicUrl}${kind.link(row.id)}`;
      lines.set(row.ownerId, [...(lines.get(row.ownerId) ?? []), line]);
    }
  }
  return lines;
}
