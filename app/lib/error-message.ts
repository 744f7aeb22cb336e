import { ApiError } from "./api-client";

const UNREACHABLE = "Could not reach the server. Check your connection and try again.";

/**
 * What an admin screen shows for a failed call, in a toast or an error panel: the server's
 * own words when it sent any, else what went wrong, else `fallback`. A request that never
 * got an answer (`fetch` rejects with a TypeError) says so instead of "Failed to fetch".
 */
export function errorMessage(error: unknown, fallback = "An unknown error occurred"): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof TypeError) return UNREACHABLE;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * What a public form shows when sending failed: the server's own words when it sent any (a
 * 429's wait, a full disk's "cannot save right now"), that the server could not be reached,
 * or `fallback`. Never a status line or an error page's HTML from a proxy.
 */
export function submissionFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError)
    return error.fromServer && error.message ? error.message : fallback;
  if (error instanceof TypeError) return UNREACHABLE;
  return fallback;
}

/** The record asked for does not exist (any more). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
