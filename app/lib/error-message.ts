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

/** The record asked for does not exist (any more). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
