import type { ReactNode } from "react";
import { loadOnFirstUse } from "~/components/admin/load-on-first-use";
import { PageHeader } from "~/components/admin/page-header";
import { ViewSwitch } from "~/components/admin/view-switch";
import { SUBMISSION_KINDS, type SubmissionKind, type SummaryOf } from "~/lib/submission-kinds";
import { useMoveCard } from "./board-api";
import { type BoardProps, BoardStandIn } from "./board-columns";

/**
 * The columns' drag and drop (dnd-kit) and the cards' menus (Radix) load on the board's first use
 * (ADR 052): the pointer entering it, a finger touching it, or the focus reaching it. Until then
 * the same columns and cards are drawn without them; a menu's button pressed meanwhile opens its
 * menu once loaded. (Generic again: `loadOnFirstUse`'s component is not.)
 */
const Board = loadOnFirstUse(
  () => import("./draggable-board").then((module) => module.DraggableBoard),
  BoardStandIn,
) as <K extends SubmissionKind>(props: BoardProps<K>) => ReactNode;

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
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={texts.listTitle}
        subtitle={`${texts.listSubtitle}: drag a card, or use its Move to… menu, to change its status`}
        action={<ViewSwitch listPath={texts.adminPath} boardPath={texts.boardPath} />}
      />
      <Board kind={kind} cardDetail={cardDetail} move={move.mutate} />
    </div>
  );
}
