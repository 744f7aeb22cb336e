import type { AdminDeck } from "@shared/schemas/decks";
import {
  ChevronLeft,
  ChevronRight,
  Download,
  FileWarning,
  Maximize,
  Minimize,
  ShieldAlert,
  TriangleAlert,
} from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/cn";
import { dateTime } from "~/lib/dates";
import { fileSize } from "~/lib/file-size";
import { deckFileUrl, deckPageUrl, pagesReady } from "./deck-api";

type Props = { ideaId: string; deck: AdminDeck };

/**
 * A deck as the team reads it (contract §17): what it is and a download of the original, then
 * by its state the pages, "Preparing pages…", or why there are none (refused as infected,
 * unreadable). An unscanned deck is shown with a warning.
 */
export function DeckViewer({ ideaId, deck }: Props) {
  return (
    <div className="grid gap-3">
      <DeckFacts ideaId={ideaId} deck={deck} />
      <div aria-live="polite">
        <DeckBody ideaId={ideaId} deck={deck} />
      </div>
    </div>
  );
}

function DeckFacts({ ideaId, deck }: Props) {
  // Refused while scanned (409) and gone once infected: no link then.
  const downloadable = deck.state !== "scanning" && deck.state !== "infected";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="min-w-0 text-sm text-ink">
        <span className="font-semibold break-all">{deck.fileName}</span>
        <span className="text-ink-muted">
          {" · "}
          {fileSize(deck.size)}
          {deck.pages ? ` · ${deck.pages} ${deck.pages === 1 ? "page" : "pages"}` : ""}
          {" · added "}
          {dateTime(deck.uploadedAt)}
        </span>
      </p>
      {downloadable ? (
        <Button asChild variant="outline" size="sm">
          <a href={deckFileUrl(ideaId)} download={deck.fileName}>
            <Download aria-hidden className="size-4" />
            Download the original
          </a>
        </Button>
      ) : null}
    </div>
  );
}

function DeckBody({ ideaId, deck }: Props) {
  if (deck.state === "infected") {
    return (
      <Notice tone="danger" icon={<ShieldAlert aria-hidden className="size-5 shrink-0" />}>
        The virus scanner refused this file: it found{" "}
        <strong className="font-semibold">{deck.signature ?? "a threat"}</strong>. The file was
        deleted; the founder's page says it was refused.
      </Notice>
    );
  }
  if (deck.state === "unreadable") {
    return (
      <Notice tone="warning" icon={<FileWarning aria-hidden className="size-5 shrink-0" />}>
        Its pages could not be made from this file. Download the original to read it.
      </Notice>
    );
  }
  if (!pagesReady(deck)) {
    return (
      <div className="grid aspect-video place-content-center justify-items-center gap-2 rounded-xl bg-soil-50 p-6 text-center">
        <Spinner label="Preparing pages" className="p-0" />
        <p className="font-semibold text-forest-950">Preparing pages…</p>
        <p className="text-sm text-ink-muted">
          {deck.state === "scanning"
            ? "The file is being checked for viruses first."
            : "This takes a few seconds."}
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {deck.state === "unscanned" ? (
        <Notice tone="warning" icon={<TriangleAlert aria-hidden className="size-5 shrink-0" />}>
          Not checked for viruses: no virus scanner is set up (CLAMD_URL). Open the original with
          care.
        </Notice>
      ) : null}
      <PageViewer ideaId={ideaId} pages={deck.pages ?? 0} />
    </div>
  );
}

function Notice({
  tone,
  icon,
  children,
}: {
  tone: "danger" | "warning";
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <p
      className={cn(
        "flex items-start gap-3 rounded-xl border px-4 py-3 text-sm",
        tone === "danger"
          ? "border-red-200 bg-red-50 text-red-900"
          : "border-wheat-300 bg-wheat-50 text-soil-800",
      )}
    >
      {icon}
      <span>{children}</span>
    </p>
  );
}

/**
 * One page at a time: previous and next (and ← → Home End while the viewer has focus), the
 * page number, thumbnails to jump, and full screen on the viewer itself. On a phone the
 * thumbnails scroll sideways under the page.
 */
function PageViewer({ ideaId, pages }: { ideaId: string; pages: number }) {
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

  // The next page is fetched while this one is read, so "Next" shows it at once; the strip
  // scrolls to the page's thumbnail (sideways only: the page itself stays where it is).
  useEffect(() => {
    if (page < pages) new Image().src = deckPageUrl(ideaId, page + 1);
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
  }, [ideaId, page, pages]);

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
      className={cn(
        "grid gap-3 rounded-xl outline-offset-4",
        fullScreen && "h-full grid-rows-[minmax(0,1fr)_auto_auto] bg-forest-950 p-4",
      )}
    >
      <div
        className={cn(
          "flex items-center justify-center overflow-hidden rounded-lg bg-soil-50",
          fullScreen ? "min-h-0 bg-forest-950" : "aspect-video",
        )}
      >
        <img
          src={deckPageUrl(ideaId, page)}
          alt={`Page ${page} of ${pages}`}
          className="max-h-full max-w-full object-contain"
        />
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => go(page - 1)}
          disabled={page === 1}
          aria-label="Previous page"
          className="h-11 sm:h-9"
        >
          <ChevronLeft aria-hidden className="size-4" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <p
          aria-live="polite"
          aria-atomic="true"
          className={cn(
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
              size="sm"
              onClick={toggleFullScreen}
              aria-label={fullScreen ? "Exit full screen" : "Full screen"}
              className="h-11 sm:h-9"
            >
              {fullScreen ? (
                <Minimize aria-hidden className="size-4" />
              ) : (
                <Maximize aria-hidden className="size-4" />
              )}
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => go(page + 1)}
            disabled={page === pages}
            aria-label="Next page"
            className="h-11 sm:h-9"
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <ol ref={stripRef} aria-label="Pages" className="relative flex gap-2 overflow-x-auto pb-1">
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number} className="shrink-0">
            <button
              type="button"
              onClick={() => go(number)}
              aria-label={`Page ${number}`}
              aria-current={number === page ? "true" : undefined}
              className={cn(
                "block w-20 overflow-hidden rounded-md border-2 bg-soil-50 sm:w-24",
                number === page
                  ? "border-forest-700"
                  : "border-transparent hover:border-forest-300",
              )}
            >
              <img
                src={deckPageUrl(ideaId, number, "thumbnail")}
                alt=""
                loading="lazy"
                className="aspect-video w-full object-contain"
              />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
