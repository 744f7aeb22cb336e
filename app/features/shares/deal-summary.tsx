import { site } from "@shared/config/site";
import type { DealPageView } from "@shared/schemas/shares";
import type { ReactNode } from "react";
import { EyeIcon } from "~/components/ui/icons";
import { longDate } from "~/lib/dates";

type DealSummaryProps = Pick<
  DealPageView,
  "teaser" | "idea" | "sector" | "stage" | "backerEmail" | "expiresAt"
>;

/**
 * The top of a backer's deal page (contract §18): what this is and how long it lasts, that
 * viewing is recorded, then the studio's teaser and the idea as the founder wrote it. Static:
 * none of it runs in the browser. Everything here is plain text, shown with its line breaks.
 */
export function DealSummary({
  teaser,
  idea,
  sector,
  stage,
  backerEmail,
  expiresAt,
}: DealSummaryProps) {
  return (
    <>
      <header>
        <p className="text-sm font-semibold tracking-wide text-wheat-700 uppercase">
          A private deal page
        </p>
        <h1 className="mt-2 text-3xl font-semibold text-balance text-forest-950 sm:text-4xl">
          A startup idea in {sector}
        </h1>
        <p className="mt-3 text-ink-muted">
          Shared with you by {site.name}, with the founder's consent. This link is yours alone and
          works until {longDate(expiresAt)}.
        </p>
        <p className="mt-4 flex items-start gap-3 rounded-xl bg-wheat-50 px-4 py-3 text-sm text-soil-800 ring-1 ring-wheat-200">
          <EyeIcon className="mt-0.5 size-4 shrink-0 text-wheat-700" />
          <span>
            Viewing is recorded. The pages are marked with your address,{" "}
            <strong className="font-semibold break-words">{backerEmail}</strong>.
          </span>
        </p>
      </header>

      <Card labelledBy="teaser-heading" title="From the studio">
        <p className="mt-3 border-l-4 border-wheat-400 pl-4 text-lg break-words whitespace-pre-wrap text-forest-900">
          {teaser}
        </p>
      </Card>

      <Card labelledBy="idea-heading" title="The idea">
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Fact term="Sector">{sector}</Fact>
          <Fact term="Stage">{stage}</Fact>
          <Fact term="In the founder's words" wide>
            {idea}
          </Fact>
        </dl>
      </Card>
    </>
  );
}

/** A white card with its heading, as the status page's are. */
export function Card({
  labelledBy,
  title,
  children,
}: {
  labelledBy: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={labelledBy} className="text-lg font-semibold text-forest-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-semibold text-forest-900">{term}</dt>
      <dd className="mt-1 break-words whitespace-pre-wrap text-ink">{children}</dd>
    </div>
  );
}
