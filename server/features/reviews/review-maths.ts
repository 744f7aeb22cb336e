import type { ScorecardCriterion } from "@shared/schemas/evaluation";
import type { Disagreement } from "@shared/schemas/reviews";

/**
 * The rules of contract §14 for reading a record's reviews. The stored score (the mean of the
 * weighted means) is kept by the database (refresh-scores.ts) with the same rule.
 */

type Scores = Record<string, number>;

/**
 * One review's weighted mean: Σ weight × score ÷ Σ weight over the current criteria it scored.
 * A criterion added later is unscored in older reviews; a review that scored none of the
 * current criteria has no mean (null) and counts towards the record's score not at all.
 */
export function weightedMean(scores: Scores, criteria: ScorecardCriterion[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const { key, weight } of criteria) {
    const score = scores[key];
    if (typeof score !== "number") continue;
    weighted += weight * score;
    weights += weight;
  }
  return weights === 0 ? null : weighted / weights;
}

/** The record's score: the mean of its reviews' weighted means, null when none has one. */
export function recordScore(means: (number | null)[]): number | null {
  const known = means.filter((mean): mean is number => mean !== null);
  return known.length === 0 ? null : known.reduce((sum, mean) => sum + mean, 0) / known.length;
}

/** How far apart the reviewers are overall: highest minus lowest weighted mean (two or more). */
export function spread(means: (number | null)[]): number | null {
  const known = means.filter((mean): mean is number => mean !== null);
  return known.length < 2 ? null : Math.max(...known) - Math.min(...known);
}

/** Scores at least this far apart on one criterion count as a disagreement. */
export const DISAGREEMENT_GAP = 2;
const MOST_DISAGREEMENTS = 3;

/**
 * Where the reviewers disagree most: the current criteria that two or more reviews scored at
 * least DISAGREEMENT_GAP points apart, widest gap first (ties in scorecard order), at most three.
 */
export function disagreements(reviews: Scores[], criteria: ScorecardCriterion[]): Disagreement[] {
  const found: Disagreement[] = [];
  for (const { key, label } of criteria) {
    const scores = reviews.map((review) => review[key]).filter((s) => typeof s === "number");
    if (scores.length < 2) continue;
    const low = Math.min(...scores);
    const high = Math.max(...scores);
    if (high - low >= DISAGREEMENT_GAP) found.push({ key, label, low, high });
  }
  // A stable sort keeps scorecard order among equal gaps.
  return found.sort((a, b) => b.high - b.low - (a.high - a.low)).slice(0, MOST_DISAGREEMENTS);
}
