import { INDUSTRY_CODES, type IndustryCode } from "@shared/schemas/investment-interest";
import {
  type BackerMatch,
  type IdeaMatch,
  industryOfSector,
  sectorsOfIndustries,
} from "@shared/schemas/shares";
import { and, desc, eq, inArray, isNotNull, type Placeholder, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import {
  holdsIndustry,
  investmentInterests,
  notArchived,
  reviews,
  scoreSortKey,
  shares,
  startupIdeas,
} from "../../db/schema";
import { countOpenWithChoice } from "../submissions/submission-counts";
import { roundScore, type ScoreSight } from "../submissions/visible-score";
import { type ShareRow, toShareRecord } from "./share-record";

/**
 * The two lists of matches (contract §18): an idea's backers and an interest's ideas, each one
 * page (`limit`) and the total. Each reads only an index range per sector (ADR 053), so both
 * stay fast at a million ideas.
 */
export type MatchPage<Row> = { total: number; rows: Row[] };

/**
 * The shares of one record (`own`) with the records on a page (`other`): a statement prepared
 * once per database, the page's ids bound as one array.
 */
function sharesWithPage(
  own: typeof shares.startupIdeaId | typeof shares.investmentInterestId,
  other: typeof shares.startupIdeaId | typeof shares.investmentInterestId,
  name: string,
) {
  return preparedPerDatabase((db) =>
    db
      .select()
      .from(shares)
      .where(
        and(
          eq(own, sql.placeholder("own")),
          sql`${other} = any(${sql.placeholder("others")}::integer[])`,
        ),
      )
      .prepare(name),
  );
}
const sharesOfIdeaStatement = sharesWithPage(
  shares.startupIdeaId,
  shares.investmentInterestId,
  "shares_of_idea_with",
);
const sharesOfInterestStatement = sharesWithPage(
  shares.investmentInterestId,
  shares.startupIdeaId,
  "shares_of_interest_with",
);

/** The shares of one record with the records on a page, by the other record's id. */
async function sharesWith(
  db: Database,
  own: { ideaId: number } | { interestId: number },
  others: number[],
): Promise<Map<number, ShareRow>> {
  if (others.length === 0) return new Map();
  if ("ideaId" in own) {
    const rows = await sharesOfIdeaStatement(db).execute({ own: own.ideaId, others });
    return new Map(rows.map((row) => [row.investmentInterestId, row]));
  }
  const rows = await sharesOfInterestStatement(db).execute({ own: own.interestId, others });
  return new Map(rows.map((row) => [row.startupIdeaId, row]));
}

const shareOf = (found: Map<number, ShareRow>, id: number, now: Date) => {
  const row = found.get(id);
  return row ? toShareRecord(row, now) : null;
};

/**
 * A page of an idea's matching backers for one industry code, newest first: written exactly
 * as the code's partial index is, so the planner reads that index
 * (matching-plans.postgres.api.test.ts holds it to it). The total is the maintained counts'.
 */
export function backersPage(db: Database, code: IndustryCode, limit: number | Placeholder) {
  const t = investmentInterests;
  return db
    .select({
      id: t.id,
      name: t.name,
      email: t.email,
      sectors: t.sectors,
      investmentAmount: t.investmentAmount,
      status: t.status,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(and(notArchived(t.status), holdsIndustry(t.sectors, code)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}

/** `backersPage` of each industry code, prepared once per database with its limit bound. */
const backersPageStatements = new Map(
  INDUSTRY_CODES.map((code) => [
    code,
    preparedPerDatabase((db) =>
      backersPage(db, code, sql.placeholder("limit")).prepare(
        `backers_page_${code.replaceAll("-", "_")}`,
      ),
    ),
  ]),
);

const ideaSectorStatement = preparedPerDatabase((db) =>
  db
    .select({ sector: startupIdeas.sector })
    .from(startupIdeas)
    .where(eq(startupIdeas.id, sql.placeholder("id")))
    .prepare("idea_sector"),
);

/**
 * An idea's matching backers: the interests not archived whose sectors hold the idea's,
 * newest first. Undefined for an unknown idea.
 */
export async function backersOfIdea(
  db: Database,
  ideaId: number,
  limit: number,
): Promise<MatchPage<BackerMatch> | undefined> {
  const [idea] = await ideaSectorStatement(db).execute({ id: ideaId });
  if (!idea) return undefined;
  const code = industryOfSector(idea.sector);
  const page = code && backersPageStatements.get(code);
  if (!code || !page) return { total: 0, rows: [] };
  const [interests, total] = await Promise.all([
    page(db).execute({ limit }),
    countOpenWithChoice(db, "interest_sector", [code]),
  ]);
  const found = await sharesWith(
    db,
    { ideaId },
    interests.map((interest) => interest.id),
  );
  const now = new Date();
  return {
    total,
    rows: interests.map((interest) => ({
      interest: { ...interest, createdAt: interest.createdAt.toISOString() },
      share: shareOf(found, interest.id, now),
    })),
  };
}

const ideaColumns = {
  id: startupIdeas.id,
  name: startupIdeas.name,
  sector: startupIdeas.sector,
  stage: startupIdeas.stage,
  status: startupIdeas.status,
  createdAt: startupIdeas.createdAt,
};
type IdeaRow = {
  [Key in keyof typeof ideaColumns]: (typeof startupIdeas.$inferSelect)[Key];
} & { score: number | null };

/** Best score first, unscored last, then newest: the order of the whole list. */
function bestFirst(a: IdeaRow, b: IdeaRow): number {
  const score = (row: IdeaRow) => row.score ?? Number.NEGATIVE_INFINITY;
  if (score(a) !== score(b)) return score(b) - score(a);
  const age = b.createdAt.getTime() - a.createdAt.getTime();
  return age !== 0 ? age : b.id - a.id;
}

/** The first `limit` rows of several per-sector pages, each already in the list's order. */
async function mergedPages(pages: Promise<IdeaRow[]>[], limit: number): Promise<IdeaRow[]> {
  return (await Promise.all(pages)).flat().sort(bestFirst).slice(0, limit);
}

/**
 * The ideas a reader sees first: per sector, the best scored, then the newest (one range of
 * `startup_ideas_open_sector_score_idx` each), for an admin, who sees every score.
 */
function ideasBestFirst(db: Database, sectors: string[], limit: number) {
  return sectors.map(
    (sector) => bestIdeasOfSectorStatement(db).execute({ sector, limit }) as Promise<IdeaRow[]>,
  );
}

const bestIdeasOfSectorStatement = preparedPerDatabase((db) =>
  bestIdeasOfSector(db, sql.placeholder("sector"), sql.placeholder("limit")).prepare(
    "best_ideas_of_sector",
  ),
);

/** One sector's ideas not archived, best score first, then newest: one index range. */
export function bestIdeasOfSector(
  db: Database,
  sector: string | Placeholder,
  limit: number | Placeholder,
) {
  const t = startupIdeas;
  return db
    .select({ ...ideaColumns, score: t.reviewScore })
    .from(t)
    .where(and(eq(t.sector, sector), notArchived(t.status)))
    .orderBy(desc(scoreSortKey(t.reviewScore, "desc")), desc(t.createdAt), desc(t.id))
    .limit(limit);
}

/**
 * A reviewer's order (contract §14, blind until they have reviewed): the ideas they reviewed
 * that have a score, by score, walked along their own reviews; then every other idea of those
 * sectors as unscored, newest first. That is the admin's order with the scores they may not
 * see taken away. No reviewer (a reader who sees no scores): every idea unscored.
 */
async function ideasBlindFirst(
  db: Database,
  sectors: string[],
  reviewerId: number | null,
  limit: number,
): Promise<IdeaRow[]> {
  const t = startupIdeas;
  const own =
    reviewerId === null
      ? []
      : await db
          .select({ ...ideaColumns, score: reviews.recordScore })
          .from(reviews)
          .innerJoin(t, eq(t.id, reviews.startupIdeaId))
          .where(
            and(
              eq(reviews.reviewerId, reviewerId),
              isNotNull(reviews.recordScore),
              inArray(t.sector, sectors),
              notArchived(t.status),
            ),
          )
          .orderBy(desc(reviews.recordScore), desc(t.createdAt), desc(t.id))
          .limit(limit);
  if (own.length >= limit) return own;
  const notOwnScored =
    reviewerId === null
      ? undefined
      : sql`not exists (select 1 from ${reviews} where ${reviews.startupIdeaId} = ${t.id} and ${reviews.reviewerId} = ${reviewerId} and ${reviews.recordScore} is not null)`;
  const rest = await mergedPages(
    sectors.map(
      (sector) =>
        db
          .select({ ...ideaColumns, score: sql<null>`null::double precision` })
          .from(t)
          .where(and(eq(t.sector, sector), notArchived(t.status), notOwnScored))
          .orderBy(desc(t.createdAt), desc(t.id))
          .limit(limit - own.length) as Promise<IdeaRow[]>,
    ),
    limit - own.length,
  );
  return [...own, ...rest];
}

const interestSectorsStatement = preparedPerDatabase((db) =>
  db
    .select({ sectors: investmentInterests.sectors })
    .from(investmentInterests)
    .where(eq(investmentInterests.id, sql.placeholder("id")))
    .prepare("interest_sectors"),
);

/**
 * An interest's matching ideas: the ideas not archived in its sectors, best score first
 * (unscored last; blind as contract §14), then newest. Undefined for an unknown interest.
 */
export async function ideasOfInterest(
  db: Database,
  interestId: number,
  limit: number,
  sight: ScoreSight,
): Promise<MatchPage<IdeaMatch> | undefined> {
  const [interest] = await interestSectorsStatement(db).execute({ id: interestId });
  if (!interest) return undefined;
  const sectors = sectorsOfIndustries(interest.sectors);
  if (sectors.length === 0) return { total: 0, rows: [] };
  const [ideas, total] = await Promise.all([
    sight === "all"
      ? mergedPages(ideasBestFirst(db, sectors, limit), limit)
      : ideasBlindFirst(db, sectors, sight === "none" ? null : sight.reviewerId, limit),
    countOpenWithChoice(db, "startup_idea", sectors),
  ]);
  const found = await sharesWith(
    db,
    { interestId },
    ideas.map((idea) => idea.id),
  );
  const now = new Date();
  return {
    total,
    rows: ideas.map((idea) => ({
      idea: { ...idea, score: roundScore(idea.score), createdAt: idea.createdAt.toISOString() },
      share: shareOf(found, idea.id, now),
    })),
  };
}
