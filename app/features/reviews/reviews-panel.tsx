import type { ScorecardCriterion, ScorecardKind } from "@shared/schemas/evaluation";
import { isOpen, type OpenReviews, type RecordReviews } from "@shared/schemas/reviews";
import { ClipboardCheck, Pencil, Trash2 } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { ConfirmDialog, confirmDialogIntent } from "~/components/admin/confirm-dialog";
import { QueryView } from "~/components/admin/query-view";
import { reviewCountText } from "~/components/admin/review-score";
import { Button } from "~/components/ui/button";
import { useAdminSession } from "~/lib/admin-session";
import { errorMessage } from "~/lib/error-message";
import type { SubmissionKind } from "~/lib/submission-kinds";
import { toast } from "~/lib/toast-store";
import { useDeleteReview, useRecordReviews } from "./api";
import { ReviewForm } from "./review-form";
import { useScorecard } from "./scorecard-api";

/** The team's reviews show only once you have reviewed: their code loads then (ADR 052). */
const TeamReviews = lazy(() =>
  import("./team-reviews").then((module) => ({ default: module.TeamReviews })),
);

/**
 * Reviews on a record's page (contract §14): your review (write, change, remove) and, once you
 * have reviewed (admins: always), the team's. Before that the panel says only how many there are.
 */
export function ReviewsPanel({ kind, id }: { kind: SubmissionKind; id: string }) {
  const headingId = useId();
  const reviews = useRecordReviews(kind, id);
  const scorecard = useScorecard(kind satisfies ScorecardKind);
  return (
    <AdminCard
      headingId={headingId}
      title="Reviews"
      icon={ClipboardCheck}
      description="Scores stay hidden from each reviewer until they have submitted their own."
      descriptionId={`${headingId}-description`}
    >
      <QueryView query={reviews} loading="Loading reviews" errorTitle="Error loading reviews">
        {(data) => (
          <QueryView
            query={scorecard}
            loading="Loading the scorecard"
            errorTitle="Error loading the scorecard"
          >
            {({ criteria }) => <ReviewsBody kind={kind} id={id} data={data} criteria={criteria} />}
          </QueryView>
        )}
      </QueryView>
    </AdminCard>
  );
}

function ReviewsBody({
  kind,
  id,
  data,
  criteria,
}: {
  kind: SubmissionKind;
  id: string;
  data: RecordReviews;
  criteria: ScorecardCriterion[];
}) {
  if (!isOpen(data)) {
    return (
      <div className="grid gap-5">
        <p className="text-sm text-ink">
          {data.count === 0
            ? "No reviews yet: be the first to score it."
            : `${reviewCountText(data.count)} so far. You will see the team's scores once you have submitted yours.`}
        </p>
        <ReviewForm kind={kind} id={id} criteria={criteria} />
      </div>
    );
  }
  return <OpenReviewsBody kind={kind} id={id} data={data} criteria={criteria} />;
}

function OpenReviewsBody({
  kind,
  id,
  data,
  criteria,
}: {
  kind: SubmissionKind;
  id: string;
  data: OpenReviews;
  criteria: ScorecardCriterion[];
}) {
  const me = useAdminSession().data;
  const mine = data.reviews.find((review) => review.reviewer.id === me?.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReview(kind, id);
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: "Review removed", variant: "success" });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: "Not removed", description: errorMessage(error), variant: "destructive" });
      },
    });

  return (
    <div className="grid gap-6">
      {mine && !editing ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink">You have reviewed this record.</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
              Change your review
            </Button>
            <Button
              variant="danger-outline"
              size="sm"
              {...confirmDialogIntent}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="size-4" />
              Remove your review
            </Button>
          </div>
        </div>
      ) : (
        <ReviewForm
          // A fresh form for each review it edits.
          key={mine?.updatedAt ?? "new"}
          kind={kind}
          id={id}
          criteria={criteria}
          review={mine}
          onDone={() => setEditing(false)}
        />
      )}
      {data.count === 0 ? (
        <p className="text-sm text-ink-muted">No reviews yet.</p>
      ) : (
        <Suspense fallback={null}>
          <TeamReviews reviews={data} criteria={criteria} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove your review"
        description="Your scores, recommendation and comment will be removed. This cannot be undone."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        icon={Trash2}
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </div>
  );
}
