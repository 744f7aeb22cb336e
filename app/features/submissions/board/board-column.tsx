import type { SubmissionStatus } from "@shared/schemas/submission-statuses";
import { type ReactNode, useId } from "react";
import { LoadError } from "~/components/admin/load-error";
import { StatusBadge } from "~/components/admin/status-badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cx } from "~/lib/cx";
import { statusLabel } from "~/lib/submission-kinds";
import type { BoardParts } from "./board-card";

// The status badge's colours, as a band over each column.
const COLUMN_ACCENTS: Record<SubmissionStatus, string> = {
  new: "border-t-blue-500",
  reviewing: "border-t-yellow-500",
  contacted: "border-t-green-600",
  archived: "border-t-gray-400",
};

type Props = {
  status: SubmissionStatus;
  total: number | undefined;
  /** A card is being dragged somewhere on the board: every column shows it is a drop zone. */
  dragging: boolean;
  state:
    | { kind: "loading" }
    | { kind: "error"; error: unknown; retry: () => void; retrying: boolean }
    | { kind: "ready"; cards: ReactNode[]; emptyText: string };
  showMore?: { onClick: () => void; loading: boolean; remaining: number };
  useDrop: BoardParts["useColumnDrop"];
};

/** One status: its name and count, its newest cards, and "Show more". A drop zone. */
export function BoardColumn({ status, total, dragging, state, showMore, useDrop }: Props) {
  const { setNodeRef, isOver } = useDrop(status);
  const headingId = useId();
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cx(
        "flex w-[min(18rem,82vw)] shrink-0 snap-start flex-col gap-3 rounded-2xl border border-t-4 border-forest-900/10 bg-forest-50/60 p-3 transition-colors lg:w-auto",
        COLUMN_ACCENTS[status],
        dragging && "border-dashed border-forest-700/30",
        isOver && "bg-forest-100 ring-2 ring-forest-600/50",
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between gap-2 px-1 font-sans">
        <StatusBadge status={status} />
        <span className="text-sm font-semibold text-ink-muted">
          {total === undefined ? null : (
            <>
              {total.toLocaleString("en-US")}
              <span className="sr-only"> {total === 1 ? "submission" : "submissions"}</span>
            </>
          )}
        </span>
      </h2>
      {state.kind === "loading" ? (
        <Spinner label={`Loading ${statusLabel(status)}`} className="p-6" />
      ) : state.kind === "error" ? (
        <LoadError
          title={`Error loading ${statusLabel(status)}`}
          error={state.error}
          onRetry={state.retry}
          retrying={state.retrying}
          headingLevel={2}
        />
      ) : state.cards.length === 0 ? (
        <p className="rounded-xl border border-dashed border-forest-900/15 px-3 py-6 text-center text-sm text-ink-muted">
          {state.emptyText}
        </p>
      ) : (
        <ul className="grid gap-2">{state.cards}</ul>
      )}
      {showMore ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={showMore.onClick}
          disabled={showMore.loading}
          className="w-full"
        >
          {showMore.loading
            ? "Loading…"
            : `Show more (${showMore.remaining.toLocaleString("en-US")} more)`}
          <span className="sr-only"> in {statusLabel(status)}</span>
        </Button>
      ) : null}
    </section>
  );
}
