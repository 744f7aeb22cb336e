import { type ReactNode, Suspense } from "react";
import { useNearViewport } from "~/lib/use-near-viewport";

/**
 * Draws a lazily imported panel once its place comes within 400 px of the screen (a record's
 * possible duplicates, its matches): its code is then never part of the screen's first load
 * (ADR 052), and it arrives below the fold, so nothing in view moves.
 */
export function LoadWhenNear({ children }: { children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? <Suspense fallback={null}>{children}</Suspense> : null}</div>;
}
