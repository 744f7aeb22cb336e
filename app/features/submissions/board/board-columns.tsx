import { SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/schemas/submission-statuses";
import type { ReactNode, PointerEvent as ReactPointerEvent } from "react";
import { TagPickerButton } from "~/components/admin/tag-picker-button";
import { useOwnerName } from "~/lib/assignees";
import {
  SUBMISSION_KINDS,
  type SubmissionKind,
  type SummaryOf,
  statusLabel,
} from "~/lib/submission-kinds";
import { type CardMove, columnCards, columnTotal, useBoardColumn } from "./board-api";
import { BoardCard, type BoardParts, type CardMenusProps } from "./board-card";
import { BoardColumn } from "./board-column";
import { pressPicksUpCard } from "./card-press";
import { MoveToButton } from "./move-to-button";

/** The card just moved, and what moved it: where the focus goes once it has landed. */
export type Arrival = { id: number; to: SubmissionStatus; part: "handle" | "menu" };

/** What the board page hands its columns, whether they can be dragged yet or not. */
export type BoardProps<K extends SubmissionKind> = {
  kind: K;
  /** The card's one-line detail: an idea's sector, an interest's amount. */
  cardDetail: (summary: SummaryOf<K>) => ReactNode;
  /** Moves a card to another column (`useMoveCard`). */
  move: (move: CardMove<K>) => void;
};

type ColumnsProps<K extends SubmissionKind> = BoardProps<K> & {
  parts: BoardParts;
  /** A card is being dragged somewhere on the board. */
  dragging: boolean;
  onMove: (move: CardMove<K>) => void;
  arrival: Arrival | null;
  onArrived: () => void;
};

/** The board's four columns, each fed by its own query, drawn with `parts`. */
export function BoardColumns<K extends SubmissionKind>({
  kind,
  cardDetail,
  parts,
  dragging,
  onMove,
  arrival,
  onArrived,
}: ColumnsProps<K>) {
  return (
    // Phones: one column at a time, swiped sideways; wide screens: all four side by side.
    // `relative`: screen-reader-only text in far columns would widen the page otherwise.
    <div className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-4 lg:overflow-visible">
      {SUBMISSION_STATUSES.map((status) => (
        <StatusColumn
          key={status}
          kind={kind}
          status={status}
          parts={parts}
          dragging={dragging}
          cardDetail={cardDetail}
          onMove={onMove}
          arrival={arrival}
          onArrived={onArrived}
        />
      ))}
    </div>
  );
}

/** One status's column, fed by its own query. */
function StatusColumn<K extends SubmissionKind>({
  kind,
  status,
  parts,
  dragging,
  cardDetail,
  onMove,
  arrival,
  onArrived,
}: Omit<ColumnsProps<K>, "move"> & { status: SubmissionStatus }) {
  const texts = SUBMISSION_KINDS[kind];
  const column = useBoardColumn(kind, status);
  const ownerName = useOwnerName();
  const cards = columnCards(column.data);
  const total = column.data ? columnTotal(column.data) : undefined;
  const remaining = total === undefined ? 0 : total - cards.length;
  return (
    <BoardColumn
      status={status}
      total={total}
      dragging={dragging}
      useDrop={parts.useColumnDrop}
      state={
        column.isPending
          ? { kind: "loading" }
          : column.isError
            ? {
                kind: "error",
                error: column.error,
                retry: () => void column.refetch(),
                retrying: column.isFetching,
              }
            : {
                kind: "ready",
                emptyText: `Nothing in ${statusLabel(status)}`,
                cards: cards.map((card) => (
                  <BoardCard
                    key={card.id}
                    id={card.id}
                    name={card.name}
                    status={status}
                    createdAt={card.createdAt}
                    statusChangedAt={card.statusChangedAt}
                    detailPath={texts.detailPath(card.id)}
                    detail={cardDetail(card)}
                    owner={ownerName(card.assigneeId)}
                    unread={card.unreadMessages}
                    tags={card.tags}
                    kind={kind}
                    summary={card}
                    parts={parts}
                    onMove={(to) => onMove({ card, from: status, to })}
                    focusOnArrival={
                      arrival?.id === card.id && arrival.to === status ? arrival.part : undefined
                    }
                    onFocused={onArrived}
                  />
                )),
              }
      }
      showMore={
        column.hasNextPage && remaining > 0
          ? {
              onClick: () => void column.fetchNextPage(),
              loading: column.isFetchingNextPage,
              remaining,
            }
          : undefined
      }
    />
  );
}

const nothing = () => {};

/** A card pressed before the drag and drop's code arrived, while the pointer is still down. */
let pendingPress: PointerEventInit | null = null;

/**
 * Remembers a press that dnd-kit would take for the start of a drag; not one on the card's
 * menus' buttons, which the stand-in's hand-over presses again itself (`loadOnFirstUse`): pressed
 * twice, a menu would open and close again.
 */
function rememberPress(event: ReactPointerEvent<HTMLElement>) {
  const card = event.currentTarget;
  const grip = card.querySelector("[aria-roledescription='draggable']");
  if (!pressPicksUpCard(event.nativeEvent, { card, handle: grip })) return;
  const { clientX, clientY, pointerId, pointerType } = event;
  pendingPress = { clientX, clientY, pointerId, pointerType, isPrimary: true, button: 0 };
  const release = () => {
    pendingPress = null;
    document.removeEventListener("pointerup", release);
    document.removeEventListener("pointercancel", release);
  };
  document.addEventListener("pointerup", release);
  document.addEventListener("pointercancel", release);
}

/**
 * The press on a card the board's first use began with, if the pointer is still down: the
 * draggable board presses the card there again, so that the drag goes on (ADR 052).
 */
export function takePendingPress(): PointerEventInit | null {
  const press = pendingPress;
  pendingPress = null;
  return press;
}

/** A card's menus before their code has loaded: their buttons, which say they open menus. */
function CardMenusStandIn({ name }: CardMenusProps) {
  return (
    <>
      <TagPickerButton label="Tags" name={name} aria-haspopup="menu" aria-expanded={false} />
      <MoveToButton name={name} aria-haspopup="menu" aria-expanded={false} />
    </>
  );
}

/**
 * The board before it is used (ADR 052): the same columns and cards, each grip a button that
 * says it is draggable, each menu its button; none of them does anything until the drag and
 * drop's and menus' code has loaded, which the first use of the board fetches.
 */
const standInParts: BoardParts = {
  useCardDrag: () => ({
    attributes: {
      role: "button",
      tabIndex: 0,
      "aria-disabled": false,
      "aria-pressed": undefined,
      "aria-roledescription": "draggable",
    },
    listeners: { onPointerDown: rememberPress },
    setNodeRef: nothing,
    setActivatorNodeRef: nothing,
    isDragging: false,
  }),
  useColumnDrop: () => ({ setNodeRef: nothing, isOver: false }),
  CardMenus: CardMenusStandIn,
};

/** The board's columns until it is used: nothing to drag, no menu to open yet. */
export function BoardStandIn<K extends SubmissionKind>(props: BoardProps<K>) {
  return (
    <BoardColumns
      {...props}
      parts={standInParts}
      dragging={false}
      onMove={nothing}
      arrival={null}
      onArrived={nothing}
    />
  );
}
