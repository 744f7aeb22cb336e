import { lazy, type ReactNode, Suspense } from "react";
import { useNearViewport } from "~/lib/use-near-viewport";

// The panels (their cards, lists, the proposal form and the dialogs) load once their place
// comes within 400 px of the screen, never with the record page's first load (ADR 052).
const BackerMatchesPanel = lazy(() => import("./backer-matches"));
const IdeaMatchesPanel = lazy(() => import("./idea-matches"));

/** An idea's record: the backers who registered for its sector (contract §18). */
export function MatchingBackersPanel({ ideaId }: { ideaId: string }) {
  return (
    <LoadWhenNear>
      <BackerMatchesPanel ideaId={ideaId} />
    </LoadWhenNear>
  );
}

/** An interest's record: the ideas in the backer's sectors (contract §18). */
export function MatchingIdeasPanel({ interestId }: { interestId: string }) {
  return (
    <LoadWhenNear>
      <IdeaMatchesPanel interestId={interestId} />
    </LoadWhenNear>
  );
}

/** Holds a panel's room until it comes near the screen, then draws it. */
function LoadWhenNear({ children }: { children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="min-h-48">
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
