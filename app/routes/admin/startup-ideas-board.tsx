import { WithDeckIcon } from "~/features/decks/deck-mark";
import { SubmissionBoardPage } from "~/features/submissions/board/submission-board-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Startup Ideas Board");

export default function AdminStartupIdeasBoard() {
  return (
    <SubmissionBoardPage
      kind="startup-ideas"
      cardDetail={(idea) => <WithDeckIcon hasDeck={idea.hasDeck}>{idea.sector}</WithDeckIcon>}
    />
  );
}
