import { z } from "zod";
import { WEIGHT_RANGE } from "./scorecard-texts";

export { SCORECARD_KINDS, type ScorecardKind, WEIGHT_RANGE } from "./scorecard-texts";

/**
 * Evaluating together (contract §14): the vocabulary its scorecards, reviews and tags share.
 * The features' payloads build on these.
 */

/** What a reviewer recommends the team does with a record. */
export const RECOMMENDATIONS = ["advance", "hold", "pass"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** A tag's colour, from a palette each of whose badges keeps AA contrast. */
export const TAG_COLOURS = ["green", "blue", "amber", "red", "purple", "grey"] as const;
export type TagColour = (typeof TAG_COLOURS)[number];

/** The lowest and highest score a criterion takes (its weight's is `WEIGHT_RANGE`). */
export const SCORE_RANGE = { min: 1, max: 5 } as const;

const criterionKey = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, "A key is 1–40 characters of a–z, 0–9 and -");

/** One thing reviewers score: contract §14's `{key, label, weight, description}`. */
export const scorecardCriterionSchema = z.object({
  key: criterionKey,
  label: z.string().trim().min(1, "A criterion needs a label").max(80),
  weight: z.number().int().min(WEIGHT_RANGE.min).max(WEIGHT_RANGE.max),
  description: z.string().trim().max(500).default(""),
});
export type ScorecardCriterion = z.infer<typeof scorecardCriterionSchema>;
