import { lazy } from "react";
import { LoadWhenNear } from "~/components/admin/load-when-near";

const IdeaMatchesPanel = lazy(() => import("./idea-matches"));

/** An interest's record: the ideas in the backer's sectors (contract §18). */
export function MatchingIdeasPanel({ interestId }: { interestId: string }) {
  return (
    <LoadWhenNear>
      <IdeaMatchesPanel interestId={interestId} />
    </LoadWhenNear>
  );
}
