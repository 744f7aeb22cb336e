import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A click anywhere on a row opens the record, for mouse users; the name in the row is
 * the real link, which keyboard and screen-reader users reach. Clicks on the link
 * itself, modified clicks (new tab) and text selections are left alone.
 */
export function useRowNavigation() {
  const navigate = useNavigate();
  return (to: string) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((event.target as Element).closest("a, button")) return;
    if (window.getSelection()?.toString()) return;
    void navigate(to);
  };
}
