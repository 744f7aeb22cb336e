import { paths } from "@shared/config/paths";
import { site } from "@shared/config/site";
import { calendarDaysSince, DIGEST_STALE_DAYS, daysText } from "@shared/schemas/time-in-stage";
import { and, asc, inArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { investmentInterests, startupIdeas } from "../../db/schema";
import { singleLine } from "../../lib/mail/compose";
import { staleCondition } from "../submissions/stale";

/** A digest names this many of a recipient's stale records and links to the list for the rest. */
const LISTED = 50;

const KINDS = [
  { table: startupIdeas, noun: "startup idea", link: paths.admin.startupIdea },
  { table: investmentInterests, noun: "investment interest", link: paths.admin.investmentInterest },
] as const;

/** 'Reviewing': a status as the admin screens name it. */
const statusName = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The stale list's address: the records waiting longer than the digest's days. */
const staleListOf = (list: string) => `${list}?filter=stale&search=${DIGEST_STALE_DAYS}`;

/**
 * The digest's "Waiting for more than 14 days" section for each of `ownerIds` (contract §14):
 * the records they own, not archived, whose status has not changed for longer than
 * DIGEST_STALE_DAYS at `firedAt`, longest-waiting first, each with how long and its link.
 * Recipients with none are left out of the map.
 */
export async function staleRecordSections(
  tx: Transaction,
  firedAt: Date,
  publicUrl: string,
  ownerIds: number[],
): Promise<Map<number, string>> {
  const lines = new Map<number, { stamp: number; line: string }[]>();
  if (ownerIds.length === 0) return new Map();
  for (const kind of KINDS) {
    const { table } = kind;
    const rows = await tx
      .select({
        id: table.id,
        name: table.name,
        status: table.status,
        ownerId: table.assigneeId,
        since: table.statusChangedAt,
      })
      .from(table)
      .where(
        and(inArray(table.assigneeId, ownerIds), staleCondition(table, DIGEST_STALE_DAYS, firedAt)),
      )
      .orderBy(asc(table.statusChangedAt), asc(table.id));
    for (const row of rows) {
      if (row.ownerId === null) continue;
      const days = calendarDaysSince(row.since, firedAt, site.timeZone);
      const line = `- ${singleLine(row.name, 80)} (${kind.noun}), in ${statusName(row.status)} for ${daysText(days)}: ${publicUrl}${kind.link(row.id)}`;
      lines.set(row.ownerId, [
        ...(lines.get(row.ownerId) ?? []),
        { stamp: row.since.getTime(), line },
      ]);
    }
  }
  const sections = new Map<number, string>();
  for (const [ownerId, entries] of lines) {
    entries.sort((a, b) => a.stamp - b.stamp);
    const listed = entries.slice(0, LISTED).map((entry) => entry.line);
    if (entries.length > LISTED) {
      listed.push(
        `- and ${entries.length - LISTED} more: ${publicUrl}${staleListOf(paths.admin.startupIdeas)} and ${publicUrl}${staleListOf(paths.admin.investmentInterests)}`,
      );
    }
    sections.set(
      ownerId,
      `Waiting for more than ${DIGEST_STALE_DAYS} days on submissions you own (${entries.length}):\n${listed.join("\n")}`,
    );
  }
  return sections;
}
