import { API_TOKEN_SCOPE_LABELS, isApiTokenExpired } from "@shared/schemas/api-token-texts";
import type { ApiToken, StaffApiToken } from "@shared/schemas/api-tokens";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Braces, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { ConfirmDialog, confirmDialogIntent } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { QueryView } from "~/components/admin/query-view";
import { TimeAgo } from "~/components/admin/time-ago";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { shortDate } from "~/lib/dates";
import { errorMessage } from "~/lib/error-message";
import { staffName } from "~/lib/staff-name";
import { toast } from "~/lib/toast-store";

type Listed = ApiToken | StaffApiToken;

/**
 * A list of API tokens (one's own, or everyone's with their owners): name, scope, created,
 * expires, last used, and Revoke behind a confirmation. The two cards differ in their query,
 * their revoke call and their words, not in how a token reads.
 */
export function ApiTokenList<Token extends Listed>({
  query,
  revoke,
  label,
  empty,
  revokeDescription,
}: {
  query: UseQueryResult<Token[]>;
  revoke: UseMutationResult<unknown, Error, number, unknown>;
  /** The list's accessible name. */
  label: string;
  empty: ReactNode;
  revokeDescription: (token: Token) => string;
}) {
  const [toRevoke, setToRevoke] = useState<Token | null>(null);

  const onRevoke = () => {
    if (!toRevoke) return;
    revoke.mutate(toRevoke.id, {
      onSuccess: () => {
        toast({ title: "Token revoked", description: toRevoke.name, variant: "success" });
        setToRevoke(null);
      },
      onError: (error) => {
        setToRevoke(null);
        toast({
          title: "Could not revoke",
          description: errorMessage(error),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <>
      <QueryView
        query={query}
        loading="Loading the API tokens"
        errorTitle="Error loading the API tokens"
        isEmpty={(tokens) => tokens.length === 0}
        empty={
          <EmptyState icon={Braces} title="No API tokens yet">
            {empty}
          </EmptyState>
        }
      >
        {(tokens) => (
          <ul className="grid gap-4" aria-label={label}>
            {tokens.map((token) => (
              <TokenItem key={token.id} token={token} onRevoke={() => setToRevoke(token)} />
            ))}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => (open ? undefined : setToRevoke(null))}
        title={`Revoke ${toRevoke ? `“${toRevoke.name}”` : "this token"}?`}
        description={toRevoke ? revokeDescription(toRevoke) : ""}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        icon={Trash2}
        pending={revoke.isPending}
        onConfirm={onRevoke}
      />
    </>
  );
}

function TokenItem({ token, onRevoke }: { token: Listed; onRevoke: () => void }) {
  const headingId = `api-token-${token.id}`;
  const expired = isApiTokenExpired(token);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-forest-900/10 px-4 py-3">
      <div className="min-w-0">
        <p
          id={headingId}
          className="flex flex-wrap items-center gap-2 font-semibold break-words text-forest-950"
        >
          {token.name}
          <span
            className={cx(
              "rounded-full px-2.5 py-0.5 text-xs font-semibold",
              token.scope === "write"
                ? "bg-wheat-100 text-soil-800"
                : "bg-forest-100 text-forest-900",
            )}
          >
            {API_TOKEN_SCOPE_LABELS[token.scope]}
          </span>
          {expired ? (
            <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
              Expired
            </span>
          ) : null}
        </p>
        <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
          {"owner" in token ? (
            <>
              <dt>Owner</dt>
              <dd className="text-ink">{staffName(token.owner)}</dd>
            </>
          ) : null}
          <dt>Created</dt>
          <dd className="text-ink">
            <TimeAgo iso={token.createdAt} />
          </dd>
          <dt>{expired ? "Expired" : "Expires"}</dt>
          <dd className="text-ink">
            {token.expiresAt ? (
              <time dateTime={token.expiresAt}>{shortDate(token.expiresAt)}</time>
            ) : (
              "Never"
            )}
          </dd>
          <dt>Last used</dt>
          <dd className="text-ink">
            {token.lastUsedAt ? <TimeAgo iso={token.lastUsedAt} /> : "Never"}
          </dd>
        </dl>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-describedby={headingId}
        onClick={onRevoke}
        {...confirmDialogIntent}
      >
        <Trash2 aria-hidden className="size-4" />
        Revoke
      </Button>
    </li>
  );
}
