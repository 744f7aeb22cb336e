import { Presentation } from "lucide-react";

/**
 * The lists' Deck column (contract §17): an icon for a record with a pitch deck, a dash for
 * one without; a screen reader hears "Yes" or "No" under the column's header.
 */
export function DeckMark({ hasDeck }: { hasDeck: boolean }) {
  return hasDeck ? (
    <span title="Has a pitch deck" className="inline-flex">
      <Presentation aria-hidden className="size-4 text-forest-700" />
      <span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="text-ink-muted">
      <span aria-hidden>–</span>
      <span className="sr-only">No</span>
    </span>
  );
}
