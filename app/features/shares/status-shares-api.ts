import type { FounderShareView } from "@shared/schemas/share-states";
import { apiRequest } from "~/lib/api-client";

const sharesUrl = (token: string) => `/api/status/${encodeURIComponent(token)}/shares`;

/**
 * POST /api/status/{token}/shares/consent: every share awaiting the founder is sent or
 * declined; answers all the idea's shares as they now stand.
 */
export const decideSharing = (token: string, decision: "share" | "decline") =>
  apiRequest<FounderShareView[]>(`${sharesUrl(token)}/consent`, { body: { decision } });

/** POST /api/status/{token}/shares/{shareId}/introduction: answers that share as it now stands. */
export const decideIntroduction = (
  token: string,
  shareId: number,
  decision: "accept" | "decline",
) =>
  apiRequest<FounderShareView>(`${sharesUrl(token)}/${shareId}/introduction`, {
    body: { decision },
  });
