import { lazy, Suspense } from "react";
import { LoadError } from "~/components/admin/load-error";
import { Spinner } from "~/components/ui/spinner";
import { useDeck } from "./deck-api";

/** The viewer's code comes only with a record that has a deck, never in the page's first load. */
const DeckViewer = lazy(() =>
  import("./deck-viewer").then((module) => ({ default: module.DeckViewer })),
);

/**
 * The record page's "Pitch deck" (contract §17), under what the founder sent: nothing for an
 * idea without one; else its state and, once made, its pages. Until the viewer's code and the
 * deck's state have arrived, a placeholder holds the viewer's room so the page does not jump.
 */
export function DeckSection({ ideaId }: { ideaId: string }) {
  const deck = useDeck(ideaId);
  if (deck.data === null) return null;
  return (
    <section aria-labelledby="deck-heading" className="mt-6 grid gap-3">
      <h3 id="deck-heading" className="text-base font-semibold text-forest-950">
        Pitch deck
      </h3>
      {deck.isError ? (
        <LoadError
          title="Error loading the pitch deck"
          error={deck.error}
          onRetry={() => deck.refetch()}
        />
      ) : deck.data ? (
        <Suspense fallback={<DeckPlaceholder />}>
          <DeckViewer ideaId={ideaId} deck={deck.data} />
        </Suspense>
      ) : (
        <DeckPlaceholder />
      )}
    </section>
  );
}

/** As tall as the viewer: a page, its buttons and the thumbnails. */
function DeckPlaceholder() {
  return (
    <div className="grid gap-3">
      <div className="aspect-video rounded-xl bg-soil-50">
        <Spinner label="Loading the pitch deck" className="h-full" />
      </div>
      <div className="h-[8.75rem]" />
    </div>
  );
}
