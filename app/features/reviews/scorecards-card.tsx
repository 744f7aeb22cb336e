import type { Scorecard } from "@shared/schemas/reviews";
import { SCORECARD_KINDS, type ScorecardKind } from "@shared/schemas/scorecard-texts";
import { ListChecks } from "lucide-react";
import { useId, useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { drawnWith, loadOnFirstUse, typedIn } from "~/components/admin/load-on-first-use";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { SUBMISSION_KINDS } from "~/lib/submission-kinds";
import { useSaveScorecard, useScorecard } from "./scorecard-api";
import { type ScorecardFormProps, ScorecardView } from "./scorecard-view";

/**
 * A kind's scorecard form: its form library and checks load when it is first used (ADR 052);
 * until then the same form is drawn without them.
 */
const ScorecardForm = loadOnFirstUse(
  () => import("./scorecard-form").then((module) => drawnWith(module.ScorecardForm, ScorecardView)),
  function ScorecardStandIn({ saved }: ScorecardFormProps) {
    // Save is offered once something differs from the saved scorecard, as in the real form, so
    // that Enter sends it before the code has arrived (a form whose button is disabled sends
    // nothing).
    const [changed, setChanged] = useState(false);
    return (
      <ScorecardView
        saved={saved}
        criteria={saved.criteria.map((criterion, index) => ({
          id: String(index),
          key: criterion.key,
        }))}
        fieldProps={(name, index, field) => ({
          name,
          defaultValue: (saved.criteria[index] as Scorecard["criteria"][number])[field],
        })}
        canSave={changed}
        onChange={(event) => setChanged(Object.keys(typedIn(event.currentTarget)).length > 0)}
      />
    );
  },
);

/**
 * Settings → Scorecards (admins, contract §14): what reviewers score each kind on. Changing a
 * weight re-scores every record of the kind; a criterion's key stays as saved, since reviews
 * keep their scores under it.
 */
export function ScorecardsCard({ className }: { className?: string }) {
  const headingId = useId();
  const [kind, setKind] = useState<ScorecardKind>("startup-ideas");
  return (
    <AdminCard
      headingId={headingId}
      title="Scorecards"
      icon={ListChecks}
      description="The criteria reviewers score each kind of submission on, and how much each weighs."
      descriptionId={`${headingId}-description`}
      className={className}
    >
      <fieldset className="mb-5 flex flex-wrap gap-2">
        <legend className="sr-only">Scorecard for</legend>
        {SCORECARD_KINDS.map((each) => (
          <Button
            key={each}
            size="sm"
            variant={each === kind ? "primary" : "outline"}
            aria-pressed={each === kind}
            onClick={() => setKind(each)}
          >
            {SUBMISSION_KINDS[each].listTitle}
          </Button>
        ))}
      </fieldset>
      <ScorecardEditor key={kind} kind={kind} />
    </AdminCard>
  );
}

function ScorecardEditor({ kind }: { kind: ScorecardKind }) {
  const scorecard = useScorecard(kind);
  const save = useSaveScorecard(kind);
  return (
    <QueryView
      query={scorecard}
      loading="Loading the scorecard"
      errorTitle="Error loading the scorecard"
    >
      {(data) => <ScorecardForm kind={kind} saved={data} save={save} />}
    </QueryView>
  );
}
