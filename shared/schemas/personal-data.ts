import { z } from "zod";
import { emailAddress } from "./fields";

/** Contract §12: what the admin's personal-data tools accept and say. */
export const RETENTION_MONTHS = { default: 36, min: 6, max: 120 } as const;

export const PERSONAL_DATA_MESSAGES = {
  email: "Please enter a valid email address",
  retention: `months must be a whole number from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}`,
} as const;

const email = emailAddress(PERSONAL_DATA_MESSAGES.email);

/** GET /api/admin/people?email= and /people/export?email=. */
export const personQuery = z.object({ email });

/** POST /api/admin/people/erase. */
export const erasePayload = z.object({ email });
export type ErasePayload = z.input<typeof erasePayload>;

/** PUT /api/admin/settings/retention. */
export const retentionPayload = z.object({
  months: z
    .number({ error: PERSONAL_DATA_MESSAGES.retention })
    .int(PERSONAL_DATA_MESSAGES.retention)
    .min(RETENTION_MONTHS.min, PERSONAL_DATA_MESSAGES.retention)
    .max(RETENTION_MONTHS.max, PERSONAL_DATA_MESSAGES.retention),
});

export type RetentionSettings = { months: number; dueNow: number };
export type EraseResult = { erased: { startupIdeas: number; investmentInterests: number } };
