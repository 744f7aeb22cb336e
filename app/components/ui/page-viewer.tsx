import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { cx } from "~/lib/cx";
import { Button } from "./button";
import { ChevronLeftIcon, ChevronRightIcon, MaximizeIcon, MinimizeIcon } from "./icons";

// Read by the team (the record's deck viewer) and by a backer on the public deal page (§18),
// so it uses only what the public pages' shell holds (`cx`, the plain-SVG icons): no
// admin-only code, and no chunk of the forms' (vite.config.ts).

type PageViewerProps = {
  pages: number;
  /** Where page n's image is: the team's deck, or a backer's marked copy (contract §18). */
  pageUrl: (page: number) => string;
  /** Where page n's thumbnail is; without one, no strip of thumbnails. */
  thumbnailUrl?: (page: number) => string;
  /** Told of every page shown, the first one included (a backer's page reports its views). */
  onPageShown?: (page: number) => void;
};

/**
 * One page at a time: previous and next (and ← → Home End while the viewer has focus), the
 * page number, thumbnails to jump (when there are any), and full screen on the viewer itself.
 * On a phone the thumbnails scroll sideways under the page.
 */
export function PageViewer({ pages, pageUrl, thumbnailUrl, onPageShown }: PageViewerProps) {
  const viewerRef = useRef<HTMLElement>(null);
  const stripRef = useRef<HTMLOListElement>(null);
  const [page, setPage] = useState(1);
  const [fullScreen, setFullScreen] = useState(false);
  const [canFullScreen, setCanFullScreen] = useState(false);
  const go = (next: number) => setPage(Math.min(pages, Math.max(1, next)));

  useEffect(() => {
    setCanFullScreen(document.fullscreenEnabled);
    const follow = () => setFullScreen(document.fullscreenElement === viewerRef.current);
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);

  useEffect(() => {
    onPageShown?.(page);
  }, [page, onPageShown]);

  // The next page is fetched while this one is read, so "Next" shows it at once; the strip
  // scrolls to the page's thumbnail (sideways only: the page itself stays where it is).
  useEffect(() => {
    if (page < pages) new Image().src = pageUrl(page + 1);
    const strip = stripRef.current;
    const current = strip?.querySelector<HTMLElement>("[aria-current]");
    if (strip && current) {
      const left = current.offsetLeft;
      if (
        left < strip.scrollLeft ||
        left + current.offsetWidth > strip.scrollLeft + strip.clientWidth
      )
        strip.scrollTo({ left: left - (strip.clientWidth - current.offsetWidth) / 2 });
    }
  }, [pageUrl, page, pages]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: page + 1,
      ArrowLeft: page - 1,
      Home: 1,
      End: pages,
    };
    const next = moves[event.key];
    if (next === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(next);
  };

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void viewerRef.current?.requestFullscreen();
  };

  return (
    // The viewer takes ← and → while focused, as a slide viewer does (every move is also a
    // button); focusable for that.
    <section
      ref={viewerRef}
      aria-roledescription="slide viewer"
      aria-label="Pitch deck pages (the left and right arrow keys turn pages)"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys reach it focused (above)
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={cx(
        "grid gap-3 rounded-xl outline-offset-4",
        fullScreen && "h-full grid-rows-[minmax(0,1fr)_auto_auto] bg-forest-950 p-4",
      )}
    >
      <div
        className={cx(
          "flex items-center justify-center overflow-hidden rounded-lg",
          fullScreen ? "min-h-0 bg-forest-950" : "aspect-video bg-soil-50",
        )}
      >
        <img
          src={pageUrl(page)}
          alt={`Page ${page} of ${pages}`}
          className="max-h-full max-w-full object-contain"
        />
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm-touch"
          onClick={() => go(page - 1)}
          disabled={page === 1}
          aria-label="Previous page"
        >
          <ChevronLeftIcon className="size-4" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <p
          aria-live="polite"
          aria-atomic="true"
          className={cx(
            "text-sm font-semibold tabular-nums",
            fullScreen ? "text-white" : "text-forest-950",
          )}
        >
          Page {page} of {pages}
        </p>
        <div className="flex items-center gap-2">
          {canFullScreen ? (
            <Button
              variant="outline"
              size="sm-touch"
              onClick={toggleFullScreen}
              aria-label={fullScreen ? "Exit full screen" : "Full screen"}
            >
              {fullScreen ? (
                <MinimizeIcon className="size-4" />
              ) : (
                <MaximizeIcon className="size-4" />
              )}
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm-touch"
            onClick={() => go(page + 1)}
            disabled={page === pages}
            aria-label="Next page"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRightIcon className="size-4" />
          </Button>
        </div>
      </div>
      {thumbnailUrl ? (
        <ol ref={stripRef} aria-label="Pages" className="relative flex gap-2 overflow-x-auto pb-1">
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <li key={number} className="shrink-0">
              <button
                type="button"
                onClick={() => go(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? "true" : undefined}
                className={cx(
                  "block w-20 overflow-hidden rounded-md border-2 bg-soil-50 sm:w-24",
                  // Full screen is dark: the page shown is marked in wheat, the others dimmed.
                  number === page
                    ? fullScreen
                      ? "border-wheat-300"
                      : "border-forest-700"
                    : fullScreen
                      ? "border-transparent opacity-60 hover:opacity-100"
                      : "border-transparent hover:border-forest-300",
                )}
              >
                <img
                  src={thumbnailUrl(number)}
                  alt=""
                  loading="lazy"
                  className="aspect-video w-full object-contain"
                />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
