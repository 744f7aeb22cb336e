import { industryLabel } from "@shared/schemas/investment-interest-choices";
import { lazy } from "react";
import { LoadWhenNear } from "~/components/admin/load-when-near";
import { Badge } from "~/components/admin/status-badge";
import { MessagesPanel } from "~/features/messages/messages-panel";
import { ReviewsWhenNear } from "~/features/reviews/reviews-when-near";
import { MatchingIdeasPanel } from "~/features/shares/matching-ideas-panel";
import { recordPath } from "~/features/submissions/api";
import type { RecordOf } from "~/features/submissions/kinds";
import { SubmissionDetailPage } from "~/features/submissions/submission-detail-page";
import { adminMeta } from "~/lib/admin-meta";
import { drawnOnClient, drawnOnServer } from "~/lib/drawn-on-server";
import type { Route } from "./+types/investment-interest-detail";

// Further down the page: its code loads as it comes near the screen (ADR 052).
const PossibleDuplicatesPanel = lazy(() =>
  import("~/features/related/possible-duplicates-panel").then((module) => ({
    default: module.PossibleDuplicatesPanel,
  })),
);

export const loader = drawnOnServer<RecordOf<"investment-interests">, { id: string }>(({ id }) =>
  recordPath("investment-interests", id),
);
export const clientLoader = drawnOnClient;

export const meta = () => adminMeta("Investment Interest");

export default function AdminInvestmentInterestDetail({
  params,
  loaderData,
}: Route.ComponentProps) {
  return (
    <SubmissionDetailPage
      kind="investment-interests"
      id={params.id}
      drawn={loaderData.drawn}
      duplicates={
        <LoadWhenNear>
          <PossibleDuplicatesPanel kind="investment-interests" id={params.id} />
        </LoadWhenNear>
      }
      evaluation={<ReviewsWhenNear kind="investment-interests" id={params.id} />}
      matches={<MatchingIdeasPanel interestId={params.id} />}
      conversation={(record) => (
        <MessagesPanel kind="investment-interests" id={params.id} record={record} />
      )}
      details={(interest) => (
        <dl className="grid gap-5">
          <div>
            <dt className="text-sm font-semibold text-forest-950">Investment Amount</dt>
            <dd className="mt-1 text-lg text-ink">{interest.investmentAmount}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-forest-950">Interested Sectors</dt>
            <dd className="mt-2 flex flex-wrap gap-2">
              {Array.isArray(interest.sectors) && interest.sectors.length > 0 ? (
                interest.sectors.map((code) => <Badge key={code}>{industryLabel(code)}</Badge>)
              ) : (
                <span className="text-ink-muted">No sectors specified</span>
              )}
            </dd>
          </div>
          {interest.additionalInfo ? (
            <div>
              <dt className="text-sm font-semibold text-forest-950">Additional Information</dt>
              <dd className="mt-1 leading-relaxed whitespace-pre-line text-ink">
                {interest.additionalInfo}
              </dd>
            </div>
          ) : null}
        </dl>
      )}
    />
  );
}
