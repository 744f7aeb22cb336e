import { lazy } from "react";
import { LoadWhenNear } from "~/components/admin/load-when-near";

const BackerMatchesPanel = lazy(() => import("./backer-matches"));

/** An idea's record: the backers who registered for its sector (contract §18). */
export function MatchingBackersPanel({ ideaId }: { ideaId: string }) {
  return (
    <LoadWhenNear>
      <BackerMatchesPanel ideaId={ideaId} />
    </LoadWhenNear>
  );
}
