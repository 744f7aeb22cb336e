import { useSyncExternalStore } from "react";

/** Tailwind's `sm` breakpoint (40rem), where the admin lists turn from cards into a table. */
const WIDE_QUERY = "(min-width: 40rem)";

/**
 * Which side of Tailwind's `sm` breakpoint the screen is on, following it as the window
 * changes: "wide", "narrow", or "unknown" on the server and while hydrating (no screen to
 * measure there), where both layouts are drawn and CSS shows one. It lets a screen draw only
 * the layout that is seen: a list's 50 rows as a table and again as cards cost a phone twice
 * the work for nothing.
 */
export function useScreenWidth(): "wide" | "narrow" | "unknown" {
  return useSyncExternalStore(subscribe, readWidth, () => "unknown");
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const readWidth = () => (window.matchMedia(WIDE_QUERY).matches ? "wide" : "narrow");
