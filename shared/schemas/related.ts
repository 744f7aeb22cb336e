import type { ScorecardKind } from "./evaluation";
import type { SubmissionStatus } from "./submission-status";

/**
 * Possible duplicates (contract §14): other ideas and interests that may come from the same
 * person, found by e-mail address and by names that look alike.
 */

/** How many of each list the API gives. */
export const RELATED_LIMIT = 5;

/** The least trigram similarity (0–1) at which two names count as alike. */
export const SIMILAR_NAME_THRESHOLD = 0.5;

/** A record of either kind, as the duplicates panel links to it; `createdAt` is ISO-8601. */
export type RelatedRecord = {
  kind: ScorecardKind;
  id: number;
  name: string;
  email: string;
  status: SubmissionStatus;
  createdAt: string;
};

/** GET /api/admin/{kind}/{id}/related */
export type RelatedRecords = { sameEmail: RelatedRecord[]; similarNames: RelatedRecord[] };
