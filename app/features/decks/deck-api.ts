import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { ApiError, apiRequest } from "~/lib/api-client";
import type { UploadedDeck } from "~/lib/deck-upload";

/** GET /api/admin/startup-ideas/{id}/deck (contract §17). */
export type DeckDetail = UploadedDeck & {
  uploadedAt: string;
  /** The virus's name, for an `infected` deck. */
  signature: string | null;
};

/** How often the record page asks again while the deck is scanned or its pages are made. */
export const DECK_POLL_MS = 2000;

const deckUrl = (ideaId: string) => `/api/admin/startup-ideas/${encodeURIComponent(ideaId)}/deck`;
export const deckPageUrl = (ideaId: string, page: number) => `${deckUrl(ideaId)}/pages/${page}`;
export const deckFileUrl = (ideaId: string) => `${deckUrl(ideaId)}/file`;

/** Whether the deck's pages can be shown: it is readable, not refused, and they are made. */
export const pagesReady = (deck: DeckDetail) =>
  (deck.state === "clean" || deck.state === "unscanned") && (deck.pages ?? 0) > 0;

/** Still changing on its own: being scanned, or its pages not made yet. */
export const deckInProgress = (deck: DeckDetail) =>
  deck.state === "scanning" ||
  ((deck.state === "clean" || deck.state === "unscanned") && deck.pages === null);

/**
 * The idea's deck, or null when it has none (a `404`). Asked again every two seconds while it
 * is in progress, so "Preparing pages…" turns into the pages by itself.
 */
export function useDeck(ideaId: string) {
  return useQuery({
    queryKey: adminKeys.submissions("startup-ideas").deck(ideaId),
    queryFn: async () => {
      try {
        return await apiRequest<DeckDetail>(deckUrl(ideaId));
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
