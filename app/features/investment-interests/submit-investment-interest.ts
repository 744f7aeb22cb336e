import { HONEYPOT_FIELD } from "@shared/schemas/fields";
import type { InvestPagePayload, StartupsPagePayload } from "@shared/schemas/investment-interest";
import { apiRequest } from "~/lib/api-client";

/** POST /api/investment-interests with either page's shape. */
export function submitInvestmentInterest(
  payload: InvestPagePayload | StartupsPagePayload,
  honeypot: string,
) {
  return apiRequest<{ id: number }>("/api/investment-interests", {
    body: { ...payload, [HONEYPOT_FIELD]: honeypot },
  });
}
