import { Presentation } from "lucide-react";

const icon = <Presentation aria-hidden className="size-4 shrink-0 text-forest-700" />;

/**
 * The lists' Deck column (contract §17): an icon for a record with a pitch deck, a dash for
 * one without; a screen reader hears "Yes" or "No" under the column's header.
 */
export function DeckMark({ hasDeck }: { hasDeck: boolean }) {
  return hasDeck ? (
    <span title="Has a pitch deck" className="inline-flex">
      {icon}
      <span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="text-ink-muted">
      <span aria-hidden>–</span>
      <span className="sr-only">No</span>
    </span>
  );
}

/** A board card's line with the icon after it when the idea has a deck (said in words). */
export function WithDeckIcon({ hasDeck, children }: { hasDeck: boolean; children: string }) {
  if (!hasDeck) return children;
  return (
    <span className="inline-flex max-w-full items-center gap-1.5">
      <span className="truncate">{children}</span>
      <span title="Has a pitch deck" className="inline-flex">
        {icon}
        <span className="sr-only">, has a pitch deck</span>
      </span>
    </span>
  );
}
