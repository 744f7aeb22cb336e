/*
 * A perspective's limits and the words its checks use (contract §5), without zod: the editor
 * screen draws its form and its dialogs before it loads any schema (ADR 052). `perspective.ts`
 * builds its schemas from them and re-exports them.
 */

export const PERSPECTIVE_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  summaryMin: 10,
  summaryMax: 250,
  contentMin: 50,
  /** Generous for a long article with markup, well under the 1 MiB body limit. */
  contentMax: 200_000,
  authorMax: 100,
  urlMax: 2048,
  slugMax: 80,
} as const;

export const PERSPECTIVE_MESSAGES = {
  titleMin: "Title must be at least 5 characters",
  titleMax: "Title must be less than 100 characters",
  summaryMin: "Summary must be at least 10 characters",
  summaryMax: "Summary must be less than 250 characters",
  contentMin: "Content must be at least 50 characters",
  contentMax: `Content must be at most ${PERSPECTIVE_LIMITS.contentMax} characters`,
  category: "Please choose a category",
  authorName: "Author name is required",
  authorTitle: "Author title is required",
  authorMax: `Must be at most ${PERSPECTIVE_LIMITS.authorMax} characters`,
  url: "Must be an absolute http(s) URL or an uploaded image",
  requiredFields: "All required fields must be filled",
  publishAt: "publishAt must be an ISO 8601 date and time with its offset",
  deleteConfirm: "Are you sure you want to delete this perspective?",
} as const;
