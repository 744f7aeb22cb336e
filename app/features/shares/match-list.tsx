import { SHARE_LIMITS } from "@shared/schemas/share-states";
import type { ShareRecord } from "@shared/schemas/shares";
import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { AdminCard } from "~/components/admin/card";
import { QueryView } from "~/components/admin/query-view";
import { StatusBadge } from "~/components/admin/status-badge";
import { Button } from "~/components/ui/button";
import { ShareActions } from "./share-actions";
import { ShareStatus } from "./share-status";

/**
 * One match on a record page: a link to the other record and its status, what it is about,
 * and, once proposed, where the share stands and what staff can do with it.
 */
export function MatchRow({
  name,
  href,
  status,
  leading,
  children,
  share,
}: {
  name: string;
  href: string;
  status: string;
  /** Before the row, e.g. the checkbox that chooses it. */
  leading?: ReactNode;
  children: ReactNode;
  share: ShareRecord | null;
}) {
  return (
    <li className="flex gap-3 rounded-lg border border-forest-900/10 p-3 sm:p-4">
      {leading}
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={href}
            className="min-w-0 rounded-sm font-semibold break-words text-forest-900 hover:underline focus-visible:outline-forest-600"
          >
            {name}
          </Link>
          <StatusBadge status={status} />
        </div>
        {children}
        {share ? (
          <div className="grid gap-2 border-t border-forest-900/10 pt-2">
            <ShareStatus share={share} />
            <ShareActions share={share} rowName={name} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

type MatchesPage = { items: unknown[]; total: number };

/**
 * "Matching backers" and "Matching ideas": a card fed by its matches query, with "Showing 20 of
 * 35" and a button for up to the most the server gives at once. `children` draws the rows, with
 * that footer where it belongs.
 */
export function MatchesPanel<Data extends MatchesPage>({
  title,
  icon,
  description,
  noun,
  empty,
  query: matches,
  limit,
  onShowMore,
  children,
}: {
  title: string;
  icon: LucideIcon;
  description: string;
  /** "matching backers": in "Looking for …", "Showing 20 of 35 …". */
  noun: string;
  empty: string;
  query: UseQueryResult<Data>;
  /** How many the query asked for: the button goes once it is the most. */
  limit: number;
  onShowMore: () => void;
  children: (data: Data, footer: ReactNode) => ReactNode;
}) {
  const headingId = useId();
  return (
    <AdminCard
      headingId={headingId}
      title={title}
      icon={icon}
      description={description}
      descriptionId={`${headingId}-description`}
    >
      <QueryView
        query={matches}
        loading={`Looking for ${noun}`}
        errorTitle={`Could not load the ${noun}`}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="text-sm text-ink-muted">{empty}</p>}
      >
        {(data) =>
          children(
            data,
            data.total > data.items.length ? (
              <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
                <p>
                  Showing {data.items.length} of {data.total} {noun}.
                </p>
                {limit < SHARE_LIMITS.matchesMax ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={onShowMore}
                    disabled={matches.isPlaceholderData}
                  >
                    {matches.isPlaceholderData
                      ? "Loading..."
                      : `Show up to ${SHARE_LIMITS.matchesMax}`}
                  </Button>
                ) : null}
              </div>
            ) : null,
          )
        }
      </QueryView>
    </AdminCard>
  );
}

/** How many matches a panel asks for: SHARE_LIMITS.matchesDefault, then the most at once. */
export function useMatchesLimit() {
  const [limit, setLimit] = useState<number>(SHARE_LIMITS.matchesDefault);
  return { limit, onShowMore: () => setLimit(SHARE_LIMITS.matchesMax) };
}
