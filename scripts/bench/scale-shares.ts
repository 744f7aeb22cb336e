// The scale benchmark's backer shares (contract §18): every 50th idea shared with one backer,
// sent, its deal link's token derived from the idea's id, so the bench opens links it never
// received by mail and two runs hold the same data.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

const EVERY = 50;
const TEASER =
  "A cooperative-owned soil sensing network that pays for itself in one season of saved fertiliser.";

/** The deal link of the idea `ideaId` shared by the seed (a multiple of 50). */
export const benchDealToken = (ideaId: number) =>
  createHash("sha256").update(`bench-deal-${ideaId}`).digest("base64url");

/** The ideas the seed shared: the `count` first of them. */
export const sharedIdeaIds = (count: number) =>
  Array.from({ length: count }, (_, index) => (index + 1) * EVERY);

/**
 * The shares, written by the database itself: the token is base64url of SHA-256 of
 * `bench-deal-{id}` (as benchDealToken makes it), stored as the hex SHA-256 the app looks up.
 */
export async function seedShares(db: Database, interests: number) {
  await db.execute(sql`
    insert into shares (startup_idea_id, investment_interest_id, state, teaser, sector_match,
      consented_at, sent_at, expires_at, token_hash)
    select i.id, (i.id / ${EVERY}) % ${interests} + 1, 'sent', ${TEASER}, false,
      now(), now(), now() + interval '30 days',
      encode(sha256(convert_to(translate(rtrim(
        encode(sha256(convert_to('bench-deal-' || i.id, 'UTF8')), 'base64'), '='), '+/', '-_'),
        'UTF8')), 'hex')
    from startup_ideas i where i.id % ${EVERY} = 0`);
  await db.execute(sql`vacuum analyze shares`);
}
