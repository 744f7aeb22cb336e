import type { StatusView } from "@shared/schemas/messages";
import { longDate } from "~/lib/dates";
import { StageProgress } from "./stage-progress";
import { kindNoun, submittedFields } from "./submitted-fields";

/**
 * The top of the status page: what this is, where it stands, and what they sent (only the
 * fields of the public form: the API never sends the team's notes or anything else).
 */
export function StatusSummary({
  view,
}: {
  view: Pick<StatusView, "kind" | "submittedAt" | "stage" | "submission">;
}) {
  const noun = kindNoun(view.kind);
  return (
    <>
      <header>
        <p className="text-sm font-semibold tracking-wide text-wheat-700 uppercase">
          Your private status page
        </p>
        <h1 className="mt-2 text-3xl font-semibold text-forest-950 sm:text-4xl">Your {noun}</h1>
        <p className="mt-3 text-ink-muted">
          Sent on {longDate(view.submittedAt)}. This page is only for you: anyone with its link can
          read it, so keep the link to yourself.
        </p>
      </header>

      <section
        aria-labelledby="stage-heading"
        className="mt-8 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="stage-heading" className="text-lg font-semibold text-forest-950">
          Where it stands: <span className="text-forest-700">{view.stage}</span>
        </h2>
        <div className="mt-4">
          <StageProgress stage={view.stage} />
        </div>
      </section>

      <section
        aria-labelledby="sent-heading"
        className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="sent-heading" className="text-lg font-semibold text-forest-950">
          What you sent
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {submittedFields(view).map((field) => (
            <div key={field.label} className={field.long ? "sm:col-span-2" : undefined}>
              <dt className="text-sm font-semibold text-forest-900">{field.label}</dt>
              <dd className="mt-1 break-words whitespace-pre-wrap text-ink">{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
