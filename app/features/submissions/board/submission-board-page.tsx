import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/schemas/submission-statuses";
import { type ReactNode, useCallback, useState } from "react";
import { PageHeader } from "~/components/admin/page-header";
import { ViewSwitch } from "~/components/admin/view-switch";
import { useOwnerName } from "~/lib/assignees";
import {
  SUBMISSION_KINDS,
  type SubmissionKind,
  type SummaryOf,
  statusLabel,
} from "~/lib/submission-kinds";
import { type CardMove, columnCards, columnTotal, useBoardColumn, useMoveCard } from "./board-api";
import { BoardCard, DraggedCardCopy } from "./board-card";
import { BoardColumn } from "./board-column";
import {
  announcements,
  columnUnderCard,
  type DraggedCard,
  screenReaderInstructions,
  toNeighbouringColumn,
} from "./board-dnd";
import { CardPointerSensor } from "./card-pointer-sensor";

type Arrival = { id: number; to: SubmissionStatus; part: "handle" | "menu" };

type Props<K extends SubmissionKind> = {
  kind: K;
  /** The card's one-line detail: an idea's sector, an interest's amount. */
  cardDetail: (summary: SummaryOf<K>) => ReactNode;
};

/**
 * An inbox as a board: a column per status, a card per submission. Dragging a card (pointer
 * or keyboard) or its "Move to…" menu changes its status; the server logs the change.
 */
export function SubmissionBoardPage<K extends SubmissionKind>({ kind, cardDetail }: Props<K>) {
  const texts = SUBMISSION_KINDS[kind];
  const move = useMoveCard(kind);
  const ownerName = useOwnerName();
  const [dragged, setDragged] = useState<SummaryOf<K> | null>(null);
  /** The card just moved, and what moved it: where the focus goes once it has landed. */
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const arrived = useCallback(() => setArrival(null), []);
  const sensors = useSensors(
    // A few pixels of travel first, so a click (on the title: the detail page) is not a drag.
    useSensor(CardPointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: toNeighbouringColumn }),
  );

  const moveCard = ({ card, from, to }: CardMove<K>, movedWith: Arrival["part"]) => {
    if (from === to) return;
    setArrival({ id: card.id, to, part: movedWith });
    move.mutate({ card, from, to });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const { status: from, summary } = active.data.current as DraggedCard;
    if (over) {
      moveCard({ card: summary as SummaryOf<K>, from, to: over.id as SubmissionStatus }, "handle");
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={texts.listTitle}
        subtitle={`${texts.listSubtitle}: drag a card, or use its Move to… menu, to change its status`}
        action={<ViewSwitch listPath={texts.adminPath} boardPath={texts.boardPath} />}
      />
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnderCard}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragStart={({ active }) =>
          setDragged((active.data.current as DraggedCard).summary as SummaryOf<K>)
        }
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        {/* Phones: one column at a time, swiped sideways; wide screens: all four side by side.
            `relative`: screen-reader-only text in far columns would widen the page otherwise. */}
        <div className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-4 lg:overflow-visible">
          {SUBMISSION_STATUSES.map((status) => (
            <StatusColumn
              key={status}
              kind={kind}
              status={status}
              dragging={dragged !== null}
              cardDetail={cardDetail}
              onMove={(move) => moveCard(move, "menu")}
              arrival={arrival}
              onArrived={arrived}
            />
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragged ? (
            <DraggedCardCopy
              name={dragged.name}
              createdAt={dragged.createdAt}
              status={dragged.status}
              statusChangedAt={dragged.statusChangedAt}
              detailPath={texts.detailPath(dragged.id)}
              detail={cardDetail(dragged)}
              owner={ownerName(dragged.assigneeId)}
              unread={dragged.unreadMessages}
              tags={dragged.tags}
            />
          ) : null}
        </DragOverlay>
      </DndContext>
    </div>
  );
}

/** One status's column, fed by its own query. */
function StatusColumn<K extends SubmissionKind>({
  kind,
  status,
  dragging,
  cardDetail,
  onMove,
  arrival,
  onArrived,
}: {
  kind: K;
  status: SubmissionStatus;
  dragging: boolean;
  cardDetail: (summary: SummaryOf<K>) => ReactNode;
  onMove: (move: CardMove<K>) => void;
  arrival: Arrival | null;
  onArrived: () => void;
}) {
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
