import { useCallback, useEffect, useState } from "react";
import { PageViewer } from "~/components/ui/page-viewer";
import { dealPageUrl } from "./deal-api";
import { DealViewReporter, sendDealView } from "./deal-views";

type DealDeckProps = { token: string; pages: number };

/**
 * The deck on a backer's deal page (contract §18): the team's page viewer, reading the
 * backer's marked copy of each page, and reporting the seconds spent on each page as it goes.
 * A live island hydrated on load, so the first page counts from the moment it is shown.
 */
export function DealDeck({ token, pages }: DealDeckProps) {
  const onPageShown = useDealViews(token);
  const pageUrl = useCallback((page: number) => dealPageUrl(token, page), [token]);
  return <PageViewer pages={pages} pageUrl={pageUrl} onPageShown={onPageShown} />;
}

/**
 * The deal page without a deck's pages to read (no deck, or its pages still being made): the
 * time spent reading the idea is reported as page 0, so the link is still seen to be opened
 * (a mail scanner fetching the page runs no script and records nothing). Shows nothing.
 */
export function DealReading({ token }: { token: string }) {
  const onPageShown = useDealViews(token);
  useEffect(() => onPageShown(0), [onPageShown]);
  return null;
}

/** The view reporter for this link, paused while the tab is hidden and flushed as it closes. */
function useDealViews(token: string) {
  const [reporter] = useState(() => new DealViewReporter((report) => sendDealView(token, report)));
  useEffect(() => {
    const followVisibility = () => {
      if (document.visibilityState === "visible") reporter.resume();
      else reporter.pause();
    };
    const leave = () => reporter.pause();
    reporter.start();
    document.addEventListener("visibilitychange", followVisibility);
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", followVisibility);
    return () => {
      document.removeEventListener("visibilitychange", followVisibility);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", followVisibility);
      reporter.stop();
    };
  }, [reporter]);
  return useCallback((page: number) => reporter.show(page), [reporter]);
}
