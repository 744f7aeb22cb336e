import type { ScorecardKind } from "@shared/schemas/evaluation";
import type { StaffRef } from "@shared/schemas/record-work";
import { and, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  admins,
  commentMentions,
  investmentInterests,
  startupIdeas,
  submissionComments,
} from "../../db/schema";

/** A comment that @mentions someone, with its record and author. */
export type MentionOf = {
  mentionedId: number;
  commentId: number;
  record: { kind: ScorecardKind; id: number; name: string };
  author: StaffRef;
  createdAt: Date;
};

const authors = alias(admins, "author");

/**
 * The comments that mention these staff members, newest first, within `since`/`until` and
 * up to `limit`: along `comment_mentions_mentioned_idx` (mentioned, created).
 */
export async function listMentions(
  db: Pick<Database, "select">,
  options: { mentionedIds: number[]; since?: Date; until?: Date; limit?: number },
): Promise<MentionOf[]> {
  if (options.mentionedIds.length === 0) return [];
  const conditions: (SQL | undefined)[] = [
    inArray(commentMentions.mentionedId, options.mentionedIds),
    options.since ? gte(commentMentions.createdAt, options.since) : undefined,
    options.until ? lt(commentMentions.createdAt, options.until) : undefined,
  ];
  const query = db
    .select({
      mentionedId: commentMentions.mentionedId,
      commentId: commentMentions.commentId,
      createdAt: commentMentions.createdAt,
      ideaId: startupIdeas.id,
      ideaName: startupIdeas.name,
      interestId: investmentInterests.id,
      interestName: investmentInterests.name,
      author: { id: authors.id, username: authors.username, displayName: authors.displayName },
    })
    .from(commentMentions)
    .innerJoin(submissionComments, eq(submissionComments.id, commentMentions.commentId))
    .innerJoin(authors, eq(authors.id, submissionComments.authorId))
    .leftJoin(startupIdeas, eq(startupIdeas.id, submissionComments.startupIdeaId))
    .leftJoin(
      investmentInterests,
      eq(investmentInterests.id, submissionComments.investmentInterestId),
    )
    .where(and(...conditions))
    .orderBy(desc(commentMentions.createdAt), desc(commentMentions.commentId));
  const rows = options.limit === undefined ? await query : await query.limit(options.limit);
  return rows.map((row) => ({
    mentionedId: row.mentionedId,
    commentId: row.commentId,
    record:
      row.ideaId !== null
        ? { kind: "startup-ideas", id: row.ideaId, name: row.ideaName ?? "" }
        : { kind: "investment-interests", id: row.interestId ?? 0, name: row.interestName ?? "" },
    author: row.author,
    createdAt: row.createdAt,
  }));
}
