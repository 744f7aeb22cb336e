import { z } from "zod";
import {
  RECOMMENDATIONS,
  type Recommendation,
  SCORE_RANGE,
  SCORECARD_KINDS,
  scorecardCriterionSchema,
} from "./evaluation";
import { staffRef } from "./record-work";
import { SCORECARD_SIZE } from "./scorecard-texts";

export { SCORECARD_SIZE } from "./scorecard-texts";

/** Scorecards and reviews (contract §14): the payloads both sides of the wire share. */

export const REVIEW_COMMENT_MAX = 5000;

export const REVIEW_MESSAGES = {
  kind: `kind must be one of ${SCORECARD_KINDS.join(", ")}`,
  criteriaMin: `A scorecard needs at least ${SCORECARD_SIZE.min} criterion`,
  criteriaMax: `A scorecard has at most ${SCORECARD_SIZE.max} criteria`,
  duplicateKey: "Each criterion needs its own key",
  score: `Each score is a whole number from ${SCORE_RANGE.min} to ${SCORE_RANGE.max}`,
  recommendation: `recommendation must be one of ${RECOMMENDATIONS.join(", ")}`,
  commentMax: `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
  noReview: "You have not reviewed this record",
} as const;

/** A 400 naming the criteria a review left unscored, by label. */
export const missingScoresMessage = (labels: string[]) =>
  `Score every criterion: ${labels.join(", ")}`;
/** A 400 naming scores for criteria the scorecard does not have. */
export const unknownCriteriaMessage = (keys: string[]) =>
  `This scorecard has no criterion ${keys.join(", ")}`;

/** `{kind}` in /api/admin/scorecards/{kind}. */
export const scorecardParams = z.object({
  kind: z.enum(SCORECARD_KINDS, { error: REVIEW_MESSAGES.kind }),
});

/** GET and PUT /api/admin/scorecards/{kind}: the criteria in order, keys unique. */
export const scorecardPayload = z.object({
  criteria: z
    .array(scorecardCriterionSchema)
    .min(SCORECARD_SIZE.min, REVIEW_MESSAGES.criteriaMin)
    .max(SCORECARD_SIZE.max, REVIEW_MESSAGES.criteriaMax)
    .superRefine((criteria, ctx) => {
      const seen = new Set<string>();
      criteria.forEach((criterion, index) => {
        if (seen.has(criterion.key)) {
          ctx.addIssue({
            code: "custom",
            path: [index, "key"],
            message: REVIEW_MESSAGES.duplicateKey,
          });
        }
        seen.add(criterion.key);
      });
    }),
});

/** GET and PUT /api/admin/scorecards/{kind}'s answer: the criteria, in order. */
export const scorecard = z
  .object({ criteria: z.array(scorecardCriterionSchema) })
  .meta({ id: "Scorecard" });
export type Scorecard = z.infer<typeof scorecard>;

/**
 * PUT …/{id}/reviews/me. Which keys `scores` must hold depends on the scorecard as it is now,
 * so the server checks them against it (missingScoresMessage, unknownCriteriaMessage).
 */
export const reviewPayload = z.object({
  scores: z.record(
    z.string(),
    z
      .number({ error: REVIEW_MESSAGES.score })
      .int(REVIEW_MESSAGES.score)
      .min(SCORE_RANGE.min, REVIEW_MESSAGES.score)
      .max(SCORE_RANGE.max, REVIEW_MESSAGES.score),
    { error: "scores must be an object of criterion keys and scores" },
  ),
  recommendation: z.enum(RECOMMENDATIONS, { error: REVIEW_MESSAGES.recommendation }),
  comment: z
    .string({ error: "comment must be text" })
    .trim()
    .max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentMax)
    .optional(),
});
export type ReviewPayload = z.input<typeof reviewPayload>;

/** One staff member's review, as the API answers it. */
export const review = z
  .object({
    reviewer: staffRef,
    scores: z.record(z.string(), z.number().int()),
    recommendation: z.enum(RECOMMENDATIONS),
    comment: z.string().nullable(),
    updatedAt: z.iso.datetime({ offset: true }),
    /** Σ weight × score ÷ Σ weight over the current criteria it scored; null when it scored none. */
    weightedMean: z.number().nullable(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof review>;

/** A criterion the reviewers scored at least two points apart: where they disagree most. */
export const disagreement = z
  .object({ key: z.string(), label: z.string(), low: z.number(), high: z.number() })
  .meta({ id: "Disagreement" });
export type Disagreement = z.infer<typeof disagreement>;

/** GET …/{id}/reviews before you have reviewed: how many there are, nothing more. */
export const blindReviews = z.object({ count: z.number().int() }).meta({ id: "BlindReviews" });
export type BlindReviews = z.infer<typeof blindReviews>;
/** GET …/{id}/reviews for an admin, or a reviewer who has reviewed it. */
export const openReviews = z
  .object({
    count: z.number().int(),
    /** The mean of the reviews' weighted means, two decimals; null with none. */
    score: z.number().nullable(),
    reviews: z.array(review),
    /** Highest minus lowest weighted mean; null with fewer than two. */
    spread: z.number().nullable(),
    /** Widest gaps first, at most three. */
    disagreements: z.array(disagreement),
  })
  .meta({ id: "OpenReviews" });
export type OpenReviews = z.infer<typeof openReviews>;
export const recordReviews = z.union([blindReviews, openReviews]);
export type RecordReviews = z.infer<typeof recordReviews>;

export const isOpen = (reviews: RecordReviews): reviews is OpenReviews => "reviews" in reviews;

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  advance: "Advance",
  hold: "Hold",
  pass: "Pass",
};
