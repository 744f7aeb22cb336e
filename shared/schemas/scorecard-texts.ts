/**
 * A scorecard's kinds and limits, without the schema library: the scorecards settings page draws
 * its form as it loads, before the form's checks (ADR 052). `evaluation.ts` and `reviews.ts`
 * build their schemas from them and re-export them.
 */

/** The kinds a scorecard belongs to, by their API path segment. */
export const SCORECARD_KINDS = ["startup-ideas", "investment-interests"] as const;
export type ScorecardKind = (typeof SCORECARD_KINDS)[number];

/** A criterion's weight range. */
export const WEIGHT_RANGE = { min: 1, max: 5 } as const;

/** How many criteria a scorecard has. */
export const SCORECARD_SIZE = { min: 1, max: 10 } as const;
