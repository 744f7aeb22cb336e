import type { StatusMessage } from "@shared/schemas/messages";
import { apiRequest } from "~/lib/api-client";

/** POST /api/status/{token}/messages: the submitter's answer, plain text. */
export const sendStatusReply = (token: string, body: string) =>
  apiRequest<StatusMessage>(`/api/status/${encodeURIComponent(token)}/messages`, {
    body: { body },
  });

/** POST /api/status/{token}/withdraw: erases the submission and every link to it. */
export const withdrawSubmission = (token: string) =>
  apiRequest<{ withdrawn: true }>(`/api/status/${encodeURIComponent(token)}/withdraw`, {
    body: {},
  });
