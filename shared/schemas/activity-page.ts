/**
 * How many activity entries a page holds, and the most one request may ask for: plain values, so
 * that the activity screen reads them without loading the schemas' library (ADR 052).
 */
export const ACTIVITY_PAGE_SIZE = { default: 50, max: 500 } as const;
