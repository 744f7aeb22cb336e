import { lazy } from "react";
import { LoadWhenNear } from "~/components/admin/load-when-near";
import type { SubmissionKind } from "~/lib/submission-kinds";

const ReviewsPanel = lazy(() =>
  import("./reviews-panel").then((module) => ({ default: module.ReviewsPanel })),
);

/**
 * A record's reviews (contract §14), below its conversation: their code (the review form, its
 * checks) loads as they come near the screen (ADR 052).
 */
export function ReviewsWhenNear({ kind, id }: { kind: SubmissionKind; id: string }) {
  return (
    <LoadWhenNear>
      <ReviewsPanel kind={kind} id={id} />
    </LoadWhenNear>
  );
}
