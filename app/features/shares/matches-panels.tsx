import { HandCoins, Lightbulb, type LucideIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { AdminCard } from "~/components/admin/card";
import { Spinner } from "~/components/ui/spinner";
import { useNearViewport } from "~/lib/use-near-viewport";

// Their code (the lists, the proposal form, the dialogs) loads once the panel comes near the
// screen, never with the record page's first load (ADR 052).
const BackerMatches = lazy(() => import("./backer-matches"));
const IdeaMatches = lazy(() => import("./idea-matches"));

/** An idea's record: the backers who registered for its sector (contract §18). */
export function MatchingBackersPanel({ ideaId }: { ideaId: string }) {
  return (
    <LazyMatchesCard
      title="Matching backers"
      icon={HandCoins}
      description="Investment interests in this idea's sector, newest first. Choose backers and write a teaser: the founder is asked before anything reaches them."
      loading="Looking for matching backers"
    >
      <BackerMatches ideaId={ideaId} />
    </LazyMatchesCard>
  );
}

/** An interest's record: the ideas in the backer's sectors (contract §18). */
export function MatchingIdeasPanel({ interestId }: { interestId: string }) {
  return (
    <LazyMatchesCard
      title="Matching ideas"
      icon={Lightbulb}
      description="Ideas in this backer's sectors, best score first. Ideas are proposed from their own record."
      loading="Looking for matching ideas"
    >
      <IdeaMatches interestId={interestId} />
    </LazyMatchesCard>
  );
}

function LazyMatchesCard({
  title,
  icon,
  description,
  loading,
  children,
}: {
  title: string;
  icon: LucideIcon;
  description: string;
  loading: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <AdminCard
      headingId={headingId}
      title={title}
      icon={icon}
      description={description}
      descriptionId={`${headingId}-description`}
    >
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<Spinner label={loading} />}>{children}</Suspense>
        ) : (
          <Spinner label={loading} />
        )}
      </div>
    </AdminCard>
  );
}
