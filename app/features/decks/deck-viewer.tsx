import type { AdminDeck } from "@shared/schemas/decks";
import { Download, FileWarning, ShieldAlert, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { PageViewer } from "~/components/ui/page-viewer";
import { Spinner } from "~/components/ui/spinner";
import { cx } from "~/lib/cx";
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
      <PageViewer
        pages={deck.pages ?? 0}
        pageUrl={(page) => deckPageUrl(ideaId, page)}
        thumbnailUrl={(page) => deckPageUrl(ideaId, page, "thumbnail")}
      />
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
      className={cx(
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
