/**
 * The retention period's limits and the personal-data tools' words, without the schema library:
 * the retention settings page draws them as it loads, before its form needs zod (ADR 052).
 * `personal-data.ts` builds its schemas from them and re-exports them.
 */

/** Contract §12: what the admin's personal-data tools accept and say. */
export const RETENTION_MONTHS = { default: 36, min: 6, max: 120 } as const;

export const PERSONAL_DATA_MESSAGES = {
  email: "Please enter a valid email address",
  retention: `months must be a whole number from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}`,
} as const;
