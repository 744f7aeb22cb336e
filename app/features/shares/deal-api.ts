import type { BackerResponse } from "@shared/schemas/shares";
import { apiRequest } from "~/lib/api-client";

const dealUrl = (token: string) => `/api/deal/${encodeURIComponent(token)}`;

/** Page n of the deck, marked with the backer's address (contract §18). */
export const dealPageUrl = (token: string, page: number) => `${dealUrl(token)}/pages/${page}`;

/** POST /api/deal/{token}/views */
export const dealViewsUrl = (token: string) => `${dealUrl(token)}/views`;

/** POST /api/deal/{token}/response: the backer's answer, changeable until an introduction. */
export const sendDealResponse = (token: string, response: BackerResponse, note: string) =>
  apiRequest<unknown>(`${dealUrl(token)}/response`, {
    body: note ? { response, note } : { response },
  });
