import type { ScorecardCriterion } from "@shared/schemas/evaluation";
import { type OpenReviews, RECOMMENDATION_LABELS } from "@shared/schemas/reviews";
import { TimeAgo } from "~/components/admin/time-ago";
import { staffName } from "~/lib/staff-name";

const score = (value: number | null) => (value === null ? "–" : value.toFixed(2));

/**
 * The team's reviews, once you may see them (contract §14): the score (the mean of each
 * review's weighted mean), how far apart the reviewers are, where they disagree most, and each
 * reviewer's scores, recommendation and comment.
 */
export function TeamReviews({
  reviews,
  criteria,
}: {
  reviews: OpenReviews;
  criteria: ScorecardCriterion[];
}) {
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-3 rounded-xl bg-forest-50/60 p-4 text-center">
        <div>
          <dt className="text-xs font-semibold text-ink-muted uppercase">Score</dt>
          <dd className="text-2xl font-semibold text-forest-950">{score(reviews.score)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-muted uppercase">Reviews</dt>
          <dd className="text-2xl font-semibold text-forest-950">{reviews.count}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-muted uppercase">Spread</dt>
          <dd className="text-2xl font-semibold text-forest-950">{score(reviews.spread)}</dd>
        </div>
      </dl>
      {reviews.disagreements.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-forest-950">Where reviewers disagree most</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-ink">
            {reviews.disagreements.map((gap) => (
              <li key={gap.key}>
                {gap.label}: from {gap.low} to {gap.high}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="grid gap-3" aria-label="Reviews by reviewer">
        {reviews.reviews.map((review) => (
          <li key={review.reviewer.id} className="rounded-xl border border-forest-900/10 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-forest-950">{staffName(review.reviewer)}</h3>
              <TimeAgo iso={review.updatedAt} className="text-xs text-ink-muted" />
            </div>
            <p className="mt-1 text-sm text-ink">
              <span className="font-semibold">{RECOMMENDATION_LABELS[review.recommendation]}</span>
              {" · weighted mean "}
              <span className="font-semibold">{score(review.weightedMean)}</span>
            </p>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {criteria.map(({ key, label }) => (
                <div key={key} className="contents">
                  <dt className="text-ink-muted">{label}</dt>
                  {/* A criterion added after this review was written is unscored in it. */}
                  <dd className="text-right font-medium text-ink">
                    {review.scores[key] ?? "not scored"}
                  </dd>
                </div>
              ))}
            </dl>
            {review.comment ? (
              <p className="mt-2 break-words whitespace-pre-wrap text-ink">{review.comment}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
