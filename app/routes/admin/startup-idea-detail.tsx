import { Badge } from "~/components/admin/status-badge";
import { DeckSection } from "~/features/decks/deck-section";
import { MessagesPanel } from "~/features/messages/messages-panel";
import { PossibleDuplicatesPanel } from "~/features/related/possible-duplicates-panel";
import { ReviewsPanel } from "~/features/reviews/reviews-panel";
import { MatchingBackersPanel } from "~/features/shares/matching-backers-panel";
import { SubmissionDetailPage } from "~/features/submissions/submission-detail-page";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/startup-idea-detail";

export const meta = () => adminMeta("Startup Idea");

export default function AdminStartupIdeaDetail({ params }: Route.ComponentProps) {
  return (
    <SubmissionDetailPage
      kind="startup-ideas"
      id={params.id}
      duplicates={<PossibleDuplicatesPanel kind="startup-ideas" id={params.id} />}
      evaluation={<ReviewsPanel kind="startup-ideas" id={params.id} />}
      matches={<MatchingBackersPanel ideaId={params.id} />}
      conversation={(record) => (
        <MessagesPanel kind="startup-ideas" id={params.id} record={record} />
      )}
      details={(idea) => (
        <div className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <Badge>{idea.sector}</Badge>
            <Badge className="bg-wheat-50 text-soil-800 ring-wheat-600/30">{idea.stage}</Badge>
          </div>
          <p className="leading-relaxed whitespace-pre-line text-ink">{idea.idea}</p>
          {idea.hasDeck ? <DeckSection ideaId={params.id} /> : null}
        </div>
      )}
    />
  );
}
