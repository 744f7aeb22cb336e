import { paths } from "@shared/config/paths";
import { SHARE_LIMITS } from "@shared/schemas/share-states";
import { Lightbulb } from "lucide-react";
import { useState } from "react";
import { QueryView } from "~/components/admin/query-view";
import { Badge } from "~/components/admin/status-badge";
import { useIdeaMatches } from "./api";
import { MatchesCard, MatchesFooter, MatchRow } from "./match-list";

/**
 * An interest's "Matching ideas" (contract §18): the ideas in the backer's sectors, best score
 * first (blind as §14: no score until you have reviewed it), each with its share once proposed.
 * Loaded when its place comes near the screen.
 */
export default function IdeaMatchesPanel({ interestId }: { interestId: string }) {
  const [limit, setLimit] = useState<number>(SHARE_LIMITS.matchesDefault);
  const matches = useIdeaMatches(interestId, limit);
  return (
    <MatchesCard
      title="Matching ideas"
      icon={Lightbulb}
      description="Ideas in this backer's sectors, best score first. Ideas are proposed from their own record."
    >
      <QueryView
        query={matches}
        loading="Looking for matching ideas"
        errorTitle="Could not load the matching ideas"
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-sm text-ink-muted">No idea in this backer's sectors yet.</p>}
      >
        {(data) => (
          <div className="grid gap-4">
            <ul className="grid gap-3">
              {data.items.map(({ idea, share }) => (
                <MatchRow
                  key={idea.id}
                  name={idea.name}
                  href={paths.admin.startupIdea(idea.id)}
                  status={idea.status}
                  share={share}
                >
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge>{idea.sector}</Badge>
                    <Badge className="bg-wheat-50 text-soil-800 ring-wheat-600/30">
                      {idea.stage}
                    </Badge>
                    <span className="text-ink-muted">
                      Score:{" "}
                      {idea.score === null ? (
                        <>
                          none to show
                          <span className="sr-only">
                            {" "}
                            (not reviewed yet, or hidden until you review it)
                          </span>
                        </>
                      ) : (
                        <span className="font-semibold text-forest-950">
                          {idea.score.toFixed(2)}
                        </span>
                      )}
                    </span>
                  </div>
                </MatchRow>
              ))}
            </ul>
            <MatchesFooter
              shown={data.items.length}
              total={data.total}
              noun="matching ideas"
              limit={limit}
              loading={matches.isPlaceholderData}
              onShowMore={() => setLimit(SHARE_LIMITS.matchesMax)}
            />
          </div>
        )}
      </QueryView>
    </MatchesCard>
  );
}
