import { type ReactNode, Suspense } from "react";
import { useNearViewport } from "~/lib/use-near-viewport";

/**
 * Holds a record panel's room until it comes within 400 px of the screen, then draws it: the
 * panels' code (cards, lists, the proposal form, the dialogs) is never part of the record
 * page's first load (ADR 052).
 */
export function LoadWhenNear({ children }: { children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="min-h-48">
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
