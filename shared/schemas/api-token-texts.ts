import type { ApiTokenScope } from "./api-tokens";

/**
 * How an API token reads in Settings (contract §19), without the schema library: the API
 * tokens page draws its lists with these as it loads, before its dialog's form needs zod
 * (ADR 052). Not re-exported by `api-tokens.ts`: the dialog, which loads that schema module when
 * it opens, is handed the labels by the page, so that no module is both the page's and the
 * dialog's (the chunking would make it a file of its own on the page's first load).
 */

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: "Read only",
  write: "Read and write",
};

/** True once `expiresAt` has passed (an expired token answers 401 and stays listed until deleted). */
export function isApiTokenExpired(token: { expiresAt: string | null }, now = Date.now()): boolean {
  return token.expiresAt !== null && Date.parse(token.expiresAt) <= now;
}
