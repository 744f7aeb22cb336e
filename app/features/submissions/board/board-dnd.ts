import type {
  Active,
  Announcements,
  CollisionDetection,
  KeyboardCoordinateGetter,
  Over,
  ScreenReaderInstructions,
} from "@dnd-kit/core";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/schemas/submission-statuses";
import { statusLabel } from "~/lib/submission-kinds";

/**
 * What each draggable card carries, so the board knows what is moving and from where;
 * `summary` is the list row itself (an idea or an interest), for the optimistic move.
 */
export type DraggedCard = { name: string; status: SubmissionStatus; summary: unknown };

const dragged = (active: Active) => active.data.current as DraggedCard;
const columnOf = (over: Over | null) => (over ? (over.id as SubmissionStatus) : undefined);

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To move this card to another status, press Space or Enter to pick it up, the left and right arrow keys to choose a column, then Space or Enter to drop it there, or Escape to cancel.",
};

/** What the live region says at each step, in plain words. */
export const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `Picked up ${dragged(active).name}, in ${statusLabel(dragged(active).status)}.`,
  onDragOver: ({ active, over }) => {
    const column = columnOf(over);
    return column
      ? `${dragged(active).name} is over ${statusLabel(column)}.`
      : `${dragged(active).name} is not over a column.`;
  },
  onDragEnd: ({ active, over }) => {
    const { name, status } = dragged(active);
    const column = columnOf(over);
    return column && column !== status
      ? `${name} moved to ${statusLabel(column)}.`
      : `${name} was dropped back in ${statusLabel(status)}.`;
  },
  onDragCancel: ({ active }) =>
    `Moving ${dragged(active).name} was cancelled. It stays in ${statusLabel(dragged(active).status)}.`,
};

/**
 * A column is its whole vertical strip: the card is over the column whose left–right span
 * holds the pointer (or, from the keyboard, the card's centre). Heights differ between
 * columns, so a nearest-centre rule would pick a short column's neighbour.
 */
export const columnUnderCard: CollisionDetection = ({
  collisionRect,
  droppableRects,
  droppableContainers,
  pointerCoordinates,
}) => {
  const x = pointerCoordinates?.x ?? collisionRect.left + collisionRect.width / 2;
  const column = droppableContainers.find((container) => {
    const rect = droppableRects.get(container.id);
    return rect !== undefined && x >= rect.left && x <= rect.right;
  });
  return column ? [{ id: column.id, data: { droppableContainer: column, value: 0 } }] : [];
};

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/** Left and right arrows carry the picked-up card to the neighbouring column, centred in it. */
export const toNeighbouringColumn: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const step = STEPS[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const { over, droppableRects, collisionRect } = context;
  const current =
    columnOf(over) ?? (context.active ? dragged(context.active).status : undefined) ?? "new";
  const index = SUBMISSION_STATUSES.indexOf(current) + step;
  const target = SUBMISSION_STATUSES[Math.min(Math.max(index, 0), SUBMISSION_STATUSES.length - 1)];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect || !collisionRect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: currentCoordinates.y,
  };
};
