import { lazy } from "react";
import { LoadWhenNear } from "~/components/admin/load-when-near";
import { Badge } from "~/components/admin/status-badge";
import { DeckSection } from "~/features/decks/deck-section";
import { MessagesPanel } from "~/features/messages/messages-panel";
import { ReviewsWhenNear } from "~/features/reviews/reviews-when-near";
import { MatchingBackersPanel } from "~/features/shares/matching-backers-panel";
import { recordPath } from "~/features/submissions/api";
import type { RecordOf } from "~/features/submissions/kinds";
import { SubmissionDetailPage } from "~/features/submissions/submission-detail-page";
import { adminMeta } from "~/lib/admin-meta";
import { drawnOnClient, drawnOnServer } from "~/lib/drawn-on-server";
import type { Route } from "./+types/startup-idea-detail";

// Further down the page: its code loads as it comes near the screen (ADR 052).
const PossibleDuplicatesPanel = lazy(() =>
  import("~/features/related/possible-duplicates-panel").then((module) => ({
    default: module.PossibleDuplicatesPanel,
  })),
);

export const loader = drawnOnServer<RecordOf<"startup-ideas">, { id: string }>(({ id }) =>
  recordPath("startup-ideas", id),
);
export const clientLoader = drawnOnClient;

export const meta = () => adminMeta("Startup Idea");

export default function AdminStartupIdeaDetail({ params, loaderData }: Route.ComponentProps) {
  return (
    <SubmissionDetailPage
      kind="startup-ideas"
      id={params.id}
      drawn={loaderData.drawn}
      duplicates={
        <LoadWhenNear>
          <PossibleDuplicatesPanel kind="startup-ideas" id={params.id} />
        </LoadWhenNear>
      }
      evaluation={<ReviewsWhenNear kind="startup-ideas" id={params.id} />}
      matches={<MatchingBackersPanel ideaId={params.id} />}
      conversation={(record) => (
        <MessagesPanel kind="startup-ideas" id={params.id} record={record} />
      )}
      details={(idea) => (
        <div className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <Badge>{idea.sector}</Badge>
            <Badge tone="wheat">{idea.stage}</Badge>
          </div>
          <p className="leading-relaxed whitespace-pre-line text-ink">{idea.idea}</p>
          {idea.hasDeck ? <DeckSection ideaId={params.id} /> : null}
        </div>
      )}
    />
  );
}
