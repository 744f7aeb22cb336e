import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import type { SubmissionStatus } from "@shared/schemas/submission-statuses";
import type { Tag } from "@shared/schemas/tags";
import { GripVertical, UserRound } from "lucide-react";
import { type ComponentType, type ReactNode, type Ref, useEffect, useRef } from "react";
import { Link } from "react-router";
import { TagList } from "~/components/admin/tag-badge";
import { InStageShort } from "~/components/admin/time-in-stage";
import { UnreadBadge } from "~/components/admin/unread-badge";
import { cx } from "~/lib/cx";
import type { SubmissionKind } from "~/lib/submission-kinds";
import { timeAgo } from "~/lib/time-ago";
import type { DraggedCard } from "./board-dnd";

/** What makes a card draggable: dnd-kit's bindings once the board is used, inert ones before. */
export type CardDrag = {
  /** The grip's role and names; the instructions it is described by exist once dnd-kit does. */
  attributes: Omit<DraggableAttributes, "aria-describedby"> & { "aria-describedby"?: string };
  listeners: DraggableSyntheticListeners;
  setNodeRef: (node: HTMLElement | null) => void;
  setActivatorNodeRef: (node: HTMLElement | null) => void;
  isDragging: boolean;
};

/** A card's Tags and Move to… menus (Radix), or their buttons before their code has loaded. */
export type CardMenusProps = {
  kind: SubmissionKind;
  id: number;
  name: string;
  status: SubmissionStatus;
  tags: Tag[];
  onMove: (to: SubmissionStatus) => void;
  /** The Move to… button, focused when the card arrives in the column it was moved to. */
  triggerRef: Ref<HTMLButtonElement>;
};

/** What the board draws its cards and columns with: drag and drop and menus, or stand-ins. */
export type BoardParts = {
  useCardDrag: (id: number, card: DraggedCard) => CardDrag;
  useColumnDrop: (status: SubmissionStatus) => {
    setNodeRef: (node: HTMLElement | null) => void;
    isOver: boolean;
  };
  CardMenus: ComponentType<CardMenusProps>;
};

export type BoardCardProps = {
  id: number;
  name: string;
  status: SubmissionStatus;
  createdAt: string;
  /** When the status last changed: the card's time in its column (contract §14). */
  statusChangedAt: string;
  detailPath: string;
  /** The kind's one-line detail: an idea's sector, an interest's amount. */
  detail: ReactNode;
  /** Who owns it, by name, or "Unassigned". */
  owner: string;
  /** Messages from the submitter no staff member has opened (contract §13). */
  unread: number;
  /** Its tags (contract §14), shown as chips and changed from the card's Tags menu. */
  tags: Tag[];
  kind: SubmissionKind;
  /** The list row the card shows, handed to the board when the card is dropped. */
  summary: unknown;
  onMove: (to: SubmissionStatus) => void;
  parts: BoardParts;
  /**
   * The card has just moved here: focus what was used to move it (its handle or its menu).
   * The card is a new element in its new column, so the focus would otherwise be lost.
   */
  focusOnArrival?: "handle" | "menu";
  onFocused?: () => void;
};

type FaceProps = Pick<
  BoardCardProps,
  | "name"
  | "status"
  | "createdAt"
  | "statusChangedAt"
  | "detailPath"
  | "detail"
  | "owner"
  | "unread"
  | "tags"
>;

const cardClass =
  "flex gap-1 rounded-xl border border-forest-900/10 bg-white p-2 pr-3 shadow-sm shadow-forest-950/5";

/** The card's face, shared by the card in its column and the copy under the pointer. */
function CardFace({
  name,
  status,
  createdAt,
  statusChangedAt,
  detailPath,
  detail,
  owner,
  unread,
  tags,
  handle,
  actions,
}: FaceProps & {
  handle: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      {handle}
      <div className="grid min-w-0 flex-1 gap-1 py-1">
        {actions ? (
          <Link
            to={detailPath}
            // A long name is cut to the column's width: the whole of it shows on hover.
            title={name}
            // Dragging the title moves the card (board-level pointer sensor), not the link.
            draggable={false}
            className="truncate rounded-sm font-semibold text-forest-950 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
          >
            {name}
          </Link>
        ) : (
          // The copy under the pointer is hidden from assistive technology: nothing to focus.
          <span className="truncate font-semibold text-forest-950">{name}</span>
        )}
        <div className="flex min-w-0 items-center justify-between gap-2">
          <div className="truncate text-sm text-ink-muted">{detail}</div>
          <UnreadBadge count={unread} />
        </div>
        <div className="flex min-w-0 items-center gap-1.5 text-sm text-ink-muted">
          <UserRound aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">Owner: </span>
          <span className="truncate">{owner}</span>
        </div>
        <TagList tags={tags} />
        {/* The menu drops below the age when a narrow column has no room for both. */}
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <span className="flex items-center gap-2">
            <time dateTime={createdAt} className="text-xs whitespace-nowrap text-ink-muted">
              {timeAgo(createdAt)}
            </time>
            <InStageShort since={statusChangedAt} status={status} />
          </span>
          {actions}
        </div>
      </div>
    </>
  );
}

const handleClass =
  "flex w-7 shrink-0 touch-none items-center justify-center self-stretch rounded-lg text-forest-700/70 hover:bg-forest-50 hover:text-forest-900";

/**
 * One submission on the board: its grip, name (to the detail page), detail, age. A mouse
 * picks the card up anywhere (a press that does not travel stays a click); the keyboard and
 * a finger pick it up by the grip, which carries the drag's name and instructions.
 */
export function BoardCard(props: BoardCardProps) {
  const { id, name, status, kind, tags, summary, onMove, parts, focusOnArrival, onFocused } = props;
  const handleRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLButtonElement | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = parts.useCardDrag(
    id,
    { name, status, summary },
  );
  useEffect(() => {
    if (!focusOnArrival) return;
    (focusOnArrival === "menu" ? menuRef : handleRef).current?.focus();
    onFocused?.();
  }, [focusOnArrival, onFocused]);
  return (
    // The listeners sit on the whole card: a pointer press anywhere may start a drag, a key
    // press only on the grip (dnd-kit checks it is on the activator node). Text is not
    // selectable: a press that travels is a drag.
    <li
      ref={setNodeRef}
      {...listeners}
      className={cx(
        cardClass,
        "cursor-grab select-none transition-[border-color,box-shadow] hover:border-forest-700/30 hover:shadow-md",
        isDragging && "opacity-40",
      )}
    >
      <CardFace
        {...props}
        handle={
          <button
            type="button"
            ref={(node) => {
              handleRef.current = node;
              setActivatorNodeRef(node);
            }}
            {...attributes}
            aria-label={`Drag ${name}`}
            className={cx(
              handleClass,
              "cursor-grab focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-forest-700",
            )}
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        }
        actions={
          <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
            <parts.CardMenus
              kind={kind}
              id={id}
              name={name}
              status={status}
              tags={tags}
              onMove={onMove}
              triggerRef={menuRef}
            />
          </div>
        }
      />
    </li>
  );
}

/** The card under the pointer while it is dragged (the original stays, faded, in place). */
export function DraggedCardCopy(props: FaceProps) {
  return (
    <div
      aria-hidden
      className={cx(cardClass, "rotate-1 cursor-grabbing shadow-lg ring-2 ring-forest-600/40")}
    >
      <CardFace
        {...props}
        handle={
          <span className={handleClass}>
            <GripVertical className="size-4" />
          </span>
        }
      />
    </div>
  );
}
