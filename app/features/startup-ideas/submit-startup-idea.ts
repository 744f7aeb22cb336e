import { HONEYPOT_FIELD } from "@shared/schemas/fields";
import type { StartupIdeaPayload } from "@shared/schemas/startup-idea";
import { apiRequest } from "~/lib/api-client";

/** POST /api/ideas. `honeypot` is whatever the hidden trap field holds (empty for people). */
export function submitStartupIdea(payload: StartupIdeaPayload, honeypot: string) {
  return apiRequest<{ id: number }>("/api/ideas", {
    body: { ...payload, [HONEYPOT_FIELD]: honeypot },
  });
}
