import { industryLabel } from "@shared/schemas/investment-interest";
import { Badge } from "~/components/admin/status-badge";
import { MessagesPanel } from "~/features/messages/messages-panel";
import { PossibleDuplicatesPanel } from "~/features/related/possible-duplicates-panel";
import { ReviewsPanel } from "~/features/reviews/reviews-panel";
import { MatchingIdeasPanel } from "~/features/shares/matching-ideas-panel";
import { SubmissionDetailPage } from "~/features/submissions/submission-detail-page";
import { adminMeta } from "~/lib/admin-meta";
import type { Route } from "./+types/investment-interest-detail";

export const meta = () => adminMeta("Investment Interest");

export default function AdminInvestmentInterestDetail({ params }: Route.ComponentProps) {
  return (
    <SubmissionDetailPage
      kind="investment-interests"
      id={params.id}
      duplicates={<PossibleDuplicatesPanel kind="investment-interests" id={params.id} />}
      evaluation={<ReviewsPanel kind="investment-interests" id={params.id} />}
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
