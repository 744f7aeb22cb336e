import { SECTOR_FILTER_VALUES } from "@shared/schemas/admin-list-options";
import { SECTOR_FILTERS } from "@shared/schemas/startup-idea-choices";
import { DeckMark } from "~/features/decks/deck-mark";
import { SubmissionListPage } from "~/features/submissions/submission-list-page";
import { adminMeta } from "~/lib/admin-meta";

export const meta = () => adminMeta("Startup Ideas");

export default function AdminStartupIdeas() {
  return (
    <SubmissionListPage
      kind="startup-ideas"
      choiceFilter={{
        name: "sector",
        label: "Sector",
        allLabel: "All sectors",
        options: SECTOR_FILTER_VALUES.map((value) => ({ value, label: SECTOR_FILTERS[value] })),
      }}
      columns={[
        { header: "Name", sortField: "name", cell: (idea) => idea.name },
        { header: "Stage", cell: (idea) => idea.stage },
        { header: "Sector", cell: (idea) => idea.sector },
        { header: "Deck", cell: (idea) => <DeckMark hasDeck={idea.hasDeck} /> },
      ]}
    />
  );
}
