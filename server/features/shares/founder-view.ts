import type { FounderShareView } from "@shared/schemas/share-states";
import { and, asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { investmentInterests, shares } from "../../db/schema";
import { shareState } from "./share-record";

/**
 * What the founder sees of their idea's shares (contract §18): per backer the sectors and the
 * amount, the teaser, the state and the answers — selected column by column, so no backer's
 * name, e-mail, phone or note can slip into the answer.
 */
const FOUNDER_COLUMNS = {
  id: shares.id,
  state: shares.state,
  expiresAt: shares.expiresAt,
  teaser: shares.teaser,
  sectors: investmentInterests.sectors,
  investmentAmount: investmentInterests.investmentAmount,
  response: shares.response,
  introductionDecision: shares.introductionDecision,
  introducedAt: shares.introducedAt,
};

type Reader = Pick<Database | Transaction, "select">;

const foundersShares = (reader: Reader) =>
  reader
    .select(FOUNDER_COLUMNS)
    .from(shares)
    .innerJoin(investmentInterests, eq(investmentInterests.id, shares.investmentInterestId));

function toFounderShareView(
  row: Awaited<ReturnType<typeof foundersShares>>[number],
  now: Date,
): FounderShareView {
  const { expiresAt, introducedAt, ...rest } = row;
  return {
    ...rest,
    state: shareState(row, now),
    introducedAt: introducedAt?.toISOString() ?? null,
  };
}

/** Every share of the idea, oldest first, as its founder sees them. */
export async function founderSharesOfIdea(
  reader: Reader,
  ideaId: number,
  now = new Date(),
): Promise<FounderShareView[]> {
  const rows = await foundersShares(reader)
    .where(eq(shares.startupIdeaId, ideaId))
    .orderBy(asc(shares.id));
  return rows.map((row) => toFounderShareView(row, now));
}

/** One share of the idea as its founder sees it, or null when the idea has no such share. */
export async function founderShareOfIdea(
  reader: Reader,
  ideaId: number,
  shareId: number,
  now = new Date(),
): Promise<FounderShareView | null> {
  const [row] = await foundersShares(reader).where(
    and(eq(shares.startupIdeaId, ideaId), eq(shares.id, shareId)),
  );
  return row ? toFounderShareView(row, now) : null;
}
