import type { Transaction } from "../../db/client";
import { singleLine } from "../../lib/mail/compose";
import { adminRecordPath } from "./comment-mentions";
import { listMentions } from "./list-mentions";

/** A digest names at most this many mentions per reader. */
const LISTED = 50;

/**
 * For each of `readerIds` (staff set to the daily digest), a line per comment that mentioned
 * them in the day (issue 23): who wrote it, on which record, and the link.
 */
export async function mentionDigestLines(
  tx: Transaction,
  day: { from: Date; to: Date },
  publicUrl: string,
  readerIds: number[],
): Promise<Map<number, string[]>> {
  const lines = new Map<number, string[]>();
  const mentions = await listMentions(tx, {
    mentionedIds: readerIds,
    since: day.from,
    until: day.to,
  });
  for (const mention of mentions) {
    const theirs = lines.get(mention.mentionedId) ?? [];
    if (theirs.length >= LISTED) continue;
    const { kind, id, name } = mention.record;
    const author = singleLine(mention.author.displayName?.trim() || mention.author.username, 100);
    theirs.push(`- ${author} on ${singleLine(name, 80)}: ${publicUrl}${adminRecordPath(kind, id)}`);
    lines.set(mention.mentionedId, theirs);
  }
  return lines;
}
