import { paths } from "@shared/config/paths";
import { Lightbulb } from "lucide-react";
import { Badge } from "~/components/admin/status-badge";
import { useIdeaMatches } from "./api";
import { MatchesPanel, MatchRow, useMatchesLimit } from "./match-list";

/**
 * An interest's "Matching ideas" (contract §18): the ideas in the backer's sectors, best score
 * first (blind as §14: no score until you have reviewed it), each with its share once proposed.
 * Loaded when its place comes near the screen.
 */
export default function IdeaMatchesPanel({ interestId }: { interestId: string }) {
  const more = useMatchesLimit();
  const matches = useIdeaMatches(interestId, more.limit);
  return (
    <MatchesPanel
      title="Matching ideas"
      icon={Lightbulb}
      description="Ideas in this backer's sectors, best score first. Ideas are proposed from their own record."
      noun="matching ideas"
      empty="No idea in this backer's sectors yet."
      query={matches}
      {...more}
    >
      {(data, footer) => (
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
                  <Badge tone="wheat">{idea.stage}</Badge>
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
                      <span className="font-semibold text-forest-950">{idea.score.toFixed(2)}</span>
                    )}
                  </span>
                </div>
              </MatchRow>
            ))}
          </ul>
          {footer}
        </div>
      )}
    </MatchesPanel>
  );
}
