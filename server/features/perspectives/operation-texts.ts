import { staleSave } from "@shared/schemas/perspective-revisions";

/** What the perspectives' admin routes say of themselves in the OpenAPI document (ADR 048). */

export const PERSPECTIVES_TAG = "Strategic Perspectives (admin)";
export const NOT_FOUND = "Perspective not found";
export const ETAG = 'The answer carries its ETag, `"<id>-<version>"`.';
/** How the If-Match of PATCH and restore works (the document has no header parameters). */
export const IF_MATCH =
  'Send `If-Match: "<id>-<version>"` (the ETag of the version you edited) to save only if ' +
  "nobody saved since: otherwise the answer is 412 with who saved last and when. Without " +
  "If-Match (or with `*`) the save always applies.";

/** The 412 of a stale If-Match: not the error shape, it says who saved last and when. */
export const STALE = {
  description: "Someone saved since the If-Match version: who, and when",
  contentType: "application/json",
  schema: staleSave,
};
