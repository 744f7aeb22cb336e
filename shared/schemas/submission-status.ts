import { z } from "zod";
import { LIMITS } from "./fields";
import { SUBMISSION_STATUSES } from "./submission-statuses";

export { SUBMISSION_STATUSES, type SubmissionStatus } from "./submission-statuses";

const STATUS_MESSAGES = {
  status: "Status must be one of new, reviewing, contacted, archived",
  notesType: "Notes must be text",
  notesMax: `Notes must be at most ${LIMITS.longTextMax} characters`,
} as const;

/**
 * PATCH /api/admin/{startup-ideas|investment-interests}/{id}/status. Notes left out
 * keep the stored notes; blank notes clear them (stored as null).
 */
export const statusUpdatePayload = z.object({
  status: z.enum(SUBMISSION_STATUSES, { error: STATUS_MESSAGES.status }),
  notes: z
    .string({ error: STATUS_MESSAGES.notesType })
    .trim()
    .max(LIMITS.longTextMax, STATUS_MESSAGES.notesMax)
    .nullable()
    .optional()
    .transform((notes) => (notes === undefined ? undefined : notes || null)),
});
export type StatusUpdatePayload = z.input<typeof statusUpdatePayload>;
