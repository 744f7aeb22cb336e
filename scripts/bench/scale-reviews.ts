// The scale benchmark's reviews (contract §14): three on every tenth idea, by three of the
// staff in turn, scored from a hash of the idea's id so two runs hold the same data; then each
// reviewed idea's count and score (and its reviews' copy of the score) set as the running
// site keeps them, by the same statement a scorecard change runs.
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { refreshKindScores } from "../../server/features/reviews/refresh-scores";
import { readCriteria } from "../../server/features/reviews/scorecards";
import { startupIdeaSource } from "../../server/features/startup-ideas/startup-idea-source";

/** Every how-many-th idea is reviewed, and by how many staff. */
export const REVIEWED_EVERY = 10;
export const REVIEWS_PER_IDEA = 3;

export async function seedReviews(db: Database, staffIds: number[]) {
  const criteria = await readCriteria(db, "startup-ideas");
  const staff = sql.raw(`array[${staffIds.join(",")}]`);
  const scores = sql.join(
    criteria.map(
      (criterion, index) =>
        sql`${criterion.key}::text, 1 + abs(hashint4(i.id * 7 + r * 13 + ${sql.raw(String(index))})) % 5`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into reviews (startup_idea_id, reviewer_id, scores, recommendation)
    select i.id,
      (${staff})[1 + (i.id / ${REVIEWED_EVERY} + r) % ${staffIds.length}],
      jsonb_build_object(${scores}),
      (array['advance', 'hold', 'pass'])[1 + abs(hashint4(i.id + r)) % 3]
    from startup_ideas i, generate_series(0, ${REVIEWS_PER_IDEA - 1}) as r
    where i.id % ${REVIEWED_EVERY} = 0`);
  await db.execute(sql`update startup_ideas set review_count = ${REVIEWS_PER_IDEA}
    where id % ${REVIEWED_EVERY} = 0`);
  await db.transaction((tx) => refreshKindScores(tx, startupIdeaSource, criteria));
  await db.execute(sql`vacuum analyze reviews`);
}
