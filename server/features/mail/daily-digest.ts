import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { CronExpressionParser } from "cron-parser";
import { and, count, desc, gte, lt } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { investmentInterests, startupIdeas } from "../../db/schema";
import { singleLine } from "../../lib/mail/compose";
import { enqueueForStaff } from "../../lib/mail/outbox";

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
 * link. Nothing is queued for a day with nothing new.
 */
export async function queueDailyDigest(tx: Transaction, firedAt: Date, publicUrl: string) {
  const day = previousDay(firedAt);
  const sections = [];
  for (const kind of [
    {
      table: startupIdeas,
      title: "Startup ideas",
      link: paths.admin.startupIdea,
      list: paths.admin.startupIdeas,
    },
    {
      table: investmentInterests,
      title: "Investment interests",
      link: paths.admin.investmentInterest,
      list: paths.admin.investmentInterests,
    },
  ]) {
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
  if (sections.length === 0) return;
  await enqueueForStaff(
    tx,
    {
      purpose: "digest",
      subject: `New submissions on ${dayLabel(day)}`,
      text: [
        `What came in through the website on ${dayLabel(day)}:`,
        ...sections,
        `You get this digest because your notifications are set to "daily". Change that in Settings: ${publicUrl}${paths.admin.settings}`,
      ].join("\n\n"),
    },
    "daily",
  );
}
