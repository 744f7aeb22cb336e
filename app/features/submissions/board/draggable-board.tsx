import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { SubmissionStatus } from "@shared/schemas/submission-statuses";
import { useCallback, useEffect, useState } from "react";
import type { HandedOver } from "~/components/admin/load-on-first-use";
import { CLICK_TRAVEL } from "~/components/admin/pressed-link";
import { TagPicker } from "~/components/admin/tag-picker";
import { useOwnerName } from "~/lib/assignees";
import { SUBMISSION_KINDS, type SubmissionKind, type SummaryOf } from "~/lib/submission-kinds";
import type { CardMove } from "./board-api";
import type { BoardParts, CardMenusProps } from "./board-card";
import { DraggedCardCopy } from "./board-card";
import { type Arrival, BoardColumns, type BoardProps, takePendingPress } from "./board-columns";
import {
  announcements,
  columnUnderCard,
  type DraggedCard,
  screenReaderInstructions,
  toNeighbouringColumn,
} from "./board-dnd";
import { CardPointerSensor } from "./card-pointer-sensor";
import { MoveToMenu } from "./move-to-menu";

function CardMenus({ kind, id, name, status, tags, onMove, triggerRef }: CardMenusProps) {
  return (
    <>
      <TagPicker kind={kind} id={id} name={name} selected={tags} />
      <MoveToMenu name={name} status={status} onMove={onMove} triggerRef={triggerRef} />
    </>
  );
}

/** The cards and columns as dnd-kit's draggables and drop zones, and the cards' Radix menus. */
const dragAndDrop: BoardParts = {
  useCardDrag: (id: number, data: DraggedCard) => useDraggable({ id, data }),
  useColumnDrop: (status) => useDroppable({ id: status }),
  CardMenus,
};

/**
 * The board once used (loaded on first use by `submission-board-page.tsx`, ADR 052): dragging a
 * card (pointer or keyboard) or its "Move to…" menu changes its status; the server logs the
 * change.
 */
export function DraggableBoard<K extends SubmissionKind>({
  kind,
  cardDetail,
  move,
}: BoardProps<K> & HandedOver) {
  const texts = SUBMISSION_KINDS[kind];
  const ownerName = useOwnerName();
  const [dragged, setDragged] = useState<SummaryOf<K> | null>(null);
  /** The card just moved, and what moved it: where the focus goes once it has landed. */
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const arrived = useCallback(() => setArrival(null), []);
  const sensors = useSensors(
    // Further than a click may travel first, so a click (on the title: the detail page) is not
    // a drag.
    useSensor(CardPointerSensor, { activationConstraint: { distance: CLICK_TRAVEL } }),
    useSensor(KeyboardSensor, { coordinateGetter: toNeighbouringColumn }),
  );

  useEffect(() => {
    // A card pressed before this code arrived, the pointer still down: pressed again where it
    // was, once the hand-over from the stand-in is done (it puts the focus back, and follows the
    // title's link if it is let go in place), so that moving the pointer drags it.
    const press = takePendingPress();
    if (!press) return;
    queueMicrotask(() => {
      const pressed = document.elementFromPoint(press.clientX ?? 0, press.clientY ?? 0);
      pressed?.dispatchEvent(
        new PointerEvent("pointerdown", { ...press, bubbles: true, cancelable: true }),
      );
    });
  }, []);

  const moveCard = ({ card, from, to }: CardMove<K>, movedWith: Arrival["part"]) => {
    if (from === to) return;
    setArrival({ id: card.id, to, part: movedWith });
    move({ card, from, to });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const { status: from, summary } = active.data.current as DraggedCard;
    if (over) {
      moveCard({ card: summary as SummaryOf<K>, from, to: over.id as SubmissionStatus }, "handle");
    }
  };

  return (
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
      <BoardColumns
        kind={kind}
        cardDetail={cardDetail}
        move={move}
        parts={dragAndDrop}
        dragging={dragged !== null}
        onMove={(cardMove) => moveCard(cardMove, "menu")}
        arrival={arrival}
        onArrived={arrived}
      />
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
  );
}
