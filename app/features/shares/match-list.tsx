import { SHARE_LIMITS } from "@shared/schemas/share-states";
import type { ShareRecord } from "@shared/schemas/shares";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { AdminCard } from "~/components/admin/card";
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

/** "Showing 20 of 35", and a button for up to the most the server gives at once. */
export function MatchesFooter({
  shown,
  total,
  noun,
  limit,
  onShowMore,
  loading,
}: {
  shown: number;
  total: number;
  noun: string;
  limit: number;
  onShowMore: () => void;
  loading: boolean;
}) {
  if (total <= shown) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-muted">
      <p>
        Showing {shown} of {total} {noun}.
      </p>
      {limit < SHARE_LIMITS.matchesMax ? (
        <Button type="button" variant="outline" size="sm" onClick={onShowMore} disabled={loading}>
          {loading ? "Loading..." : `Show up to ${SHARE_LIMITS.matchesMax}`}
        </Button>
      ) : null}
    </div>
  );
}

/** The card of "Matching backers" and "Matching ideas". */
export function MatchesCard({
  title,
  icon,
  description,
  children,
}: {
  title: string;
  icon: LucideIcon;
  description: string;
  children: ReactNode;
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
      {children}
    </AdminCard>
  );
}
