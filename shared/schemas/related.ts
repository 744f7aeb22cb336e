import { z } from "zod";
import { SCORECARD_KINDS } from "./evaluation";
import { SUBMISSION_STATUSES } from "./submission-status";

/**
 * Possible duplicates (contract §14): other ideas and interests that may come from the same
 * person, found by e-mail address and by names that look alike.
 */

/** How many of each list the API gives. */
export const RELATED_LIMIT = 5;

/** The least trigram similarity (0–1) at which two names count as alike. */
export const SIMILAR_NAME_THRESHOLD = 0.5;

/** A record of either kind, as the duplicates panel links to it; `createdAt` is ISO-8601. */
export const relatedRecord = z
  .object({
    kind: z.enum(SCORECARD_KINDS),
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    status: z.enum(SUBMISSION_STATUSES),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "RelatedRecord" });
export type RelatedRecord = z.infer<typeof relatedRecord>;

/** GET /api/admin/{kind}/{id}/related */
export const relatedRecords = z
  .object({ sameEmail: z.array(relatedRecord), similarNames: z.array(relatedRecord) })
  .meta({ id: "RelatedRecords" });
export type RelatedRecords = z.infer<typeof relatedRecords>;
