import { paths } from "@shared/config/paths";
import type { InvestmentInterestRecord, StartupIdeaRecord } from "@shared/schemas/admin-records";
import { Download, Handshake, Lightbulb, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { AdminCard } from "~/components/admin/card";
import { StatusBadge } from "~/components/admin/status-badge";
import { Button } from "~/components/ui/button";
import { dateTime, shortDate } from "~/lib/dates";
import { exportHref, type PersonData } from "./api";
import { countOf } from "./counts";
import { EraseDialog } from "./erase-dialog";

type Row = { id: number; name: string; detail: string; status: string; createdAt: string };

const ideaRow = (idea: StartupIdeaRecord): Row => ({ ...idea, detail: idea.sector });
const interestRow = (interest: InvestmentInterestRecord): Row => ({
  ...interest,
  detail: interest.investmentAmount,
});

/** What is held for one address: both kinds, each record linked to its own page. */
export function PersonRecords({ person, onErased }: { person: PersonData; onErased: () => void }) {
  const headingId = useId();
  return (
    <AdminCard
      headingId={headingId}
      title={person.email}
      headingClassName="break-all"
      description={
        <>
          Holds {countOf(person.startupIdeas.length, "startup idea")} and{" "}
          {countOf(person.investmentInterests.length, "investment interest")}.
        </>
      }
      action={
        <>
          <Button asChild variant="outline" size="sm">
            {/* A plain link: the server answers with an attachment, the browser saves it. */}
            <a href={exportHref(person.email)} download>
              <Download aria-hidden className="size-4" />
              Download all (JSON)
            </a>
          </Button>
          <EraseDialog email={person.email} onErased={onErased} />
        </>
      }
    >
      <div className="grid gap-8">
        <RecordGroup
          title="Startup ideas"
          icon={Lightbulb}
          rows={person.startupIdeas.map(ideaRow)}
          href={paths.admin.startupIdea}
        />
        <RecordGroup
          title="Investment interests"
          icon={Handshake}
          rows={person.investmentInterests.map(interestRow)}
          href={paths.admin.investmentInterest}
        />
      </div>
    </AdminCard>
  );
}

function RecordGroup({
  title,
  icon: Icon,
  rows,
  href,
}: {
  title: string;
  icon: LucideIcon;
  rows: Row[];
  href: (id: number) => string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3
        id={headingId}
        className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase"
      >
        <Icon aria-hidden className="size-4 text-forest-700" />
        {title}
        <span className="rounded-full bg-forest-50 px-2 py-0.5 text-xs text-forest-900 tabular-nums">
          {rows.length}
        </span>
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">None.</p>
      ) : (
        <ul className="mt-3 divide-y divide-forest-900/10 rounded-xl border border-forest-900/10">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
            >
              <div className="min-w-0">
                <Link
                  to={href(row.id)}
                  className="font-semibold break-words text-forest-800 underline-offset-4 hover:text-forest-950 hover:underline"
                >
                  {row.name}
                </Link>
                <p className="mt-0.5 text-sm break-words text-ink-muted">
                  {row.detail} · Submitted{" "}
                  <time dateTime={row.createdAt} title={dateTime(row.createdAt)}>
                    {shortDate(row.createdAt)}
                  </time>
                </p>
              </div>
              <StatusBadge status={row.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
