import type { AdminDeck } from "@shared/schemas/decks";
import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { ApiError, apiRequest } from "~/lib/api-client";

/** How often the record page asks again while the deck is scanned or its pages are made. */
export const DECK_POLL_MS = 2000;

const deckUrl = (ideaId: string) => `/api/admin/startup-ideas/${encodeURIComponent(ideaId)}/deck`;
export const deckPageUrl = (ideaId: string, page: number, size: "full" | "thumbnail" = "full") =>
  `${deckUrl(ideaId)}/pages/${page}${size === "thumbnail" ? "?size=thumbnail" : ""}`;
export const deckFileUrl = (ideaId: string) => `${deckUrl(ideaId)}/file`;

const readable = (deck: AdminDeck) => deck.state === "clean" || deck.state === "unscanned";

/** Whether the deck's pages can be shown: readable, not refused, and every page made. */
export const pagesReady = (deck: AdminDeck) =>
  readable(deck) && deck.pages !== null && deck.pages > 0 && deck.pagesReady >= deck.pages;

/** Still changing on its own: being scanned, or its pages not all made yet. */
export const deckInProgress = (deck: AdminDeck) =>
  deck.state === "scanning" || (readable(deck) && !pagesReady(deck));

/**
 * The idea's deck, or null when it has none (a `404`). Asked again every two seconds while it
 * is in progress, so "Preparing pages…" turns into the pages by itself.
 */
export function useDeck(ideaId: string) {
  return useQuery({
    queryKey: adminKeys.submissions("startup-ideas").deck(ideaId),
    queryFn: async () => {
      try {
        return await apiRequest<AdminDeck>(deckUrl(ideaId));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => {
      const deck = query.state.data;
      return deck && deckInProgress(deck) ? DECK_POLL_MS : false;
    },
  });
}
