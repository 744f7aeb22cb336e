import type { PointerEvent } from "react";

/** How long the pointer rests on a row before its record is fetched: a sweep across fetches none. */
export const HOVER_INTENT_MS = 100;

/** The hover waiting on each element (kept by element, so a re-render does not lose it). */
const resting = new WeakMap<EventTarget, ReturnType<typeof setTimeout>>();

/**
 * The events that say a person is about to open something (the pointer resting on it, the
 * focus reaching it, a finger touching it), for fetching its data ahead of the tap, as React
 * Router's `prefetch="intent"` fetches a screen's code.
 */
export function intentHandlers(fetchAhead: () => void) {
  return {
    onPointerEnter: (event: PointerEvent) => {
      // A touch is handled by onTouchStart at once; a hover waits to be sure.
      if (event.pointerType !== "mouse") return;
      clearTimeout(resting.get(event.currentTarget));
      resting.set(event.currentTarget, setTimeout(fetchAhead, HOVER_INTENT_MS));
    },
    onPointerLeave: (event: PointerEvent) => clearTimeout(resting.get(event.currentTarget)),
    onFocus: fetchAhead,
    onTouchStart: fetchAhead,
  };
}
