import { describeUserAgent } from "@shared/lib/user-agent";
import type { StaffSession } from "@shared/schemas/sessions";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { QueryView } from "~/components/admin/query-view";
import { TimeAgo } from "~/components/admin/time-ago";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useEndSessions, useOwnSessions } from "./sessions-api";

type Ending = { session: StaffSession } | "others";

/** Settings → Sessions (contract §16): where one is signed in, and signing out elsewhere. */
export function SessionsCard({ className }: { className?: string }) {
  const sessions = useOwnSessions();
  const end = useEndSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  const confirm = () => {
    if (!ending) return;
    end.mutate(ending === "others" ? "others" : { id: ending.session.id }, {
      onSuccess: () => {
        setEnding(null);
        toast({
          title: ending === "others" ? "Signed out everywhere else" : "Session signed out",
          variant: "success",
        });
      },
      onError: (error) => {
        setEnding(null);
        toast({
          title: "Could not sign out",
          description: errorMessage(error),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <AdminCard
      headingId="sessions"
      title="Sessions"
      description="Where your account is signed in. Sign out any you do not recognise, then change your password."
      icon={MonitorSmartphone}
      className={className}
      action={
        <Button
          variant="danger-outline"
          size="sm"
          disabled={others === 0}
          onClick={() => setEnding("others")}
        >
          <LogOut aria-hidden className="size-4" />
          Sign out all other sessions
        </Button>
      }
    >
      <QueryView
        query={sessions}
        loading="Loading your sessions"
        errorTitle="Error loading your sessions"
      >
        {(list) => (
          <ul className="grid gap-4" aria-label="Your sessions">
            {list.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                onSignOut={() => setEnding({ session })}
              />
            ))}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        title={
          ending === "others"
            ? "Sign out all other sessions?"
            : `Sign out ${ending ? describeUserAgent(ending.session.userAgent) : "this session"}?`
        }
        description={
          ending === "others"
            ? `Every browser but this one (${others} session${others === 1 ? "" : "s"}) will have to sign in again.`
            : "That browser will have to sign in again."
        }
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
        icon={LogOut}
        pending={end.isPending}
        onConfirm={confirm}
      />
    </AdminCard>
  );
}

function SessionItem({ session, onSignOut }: { session: StaffSession; onSignOut: () => void }) {
  const headingId = `session-${session.id}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-forest-900/10 px-4 py-3">
      <div className="min-w-0">
        <p
          id={headingId}
          className="flex flex-wrap items-center gap-2 font-semibold text-forest-950"
        >
          {describeUserAgent(session.userAgent)}
          {session.current ? (
            <span className="rounded-full bg-forest-100 px-2.5 py-0.5 text-xs font-semibold text-forest-900">
              This browser
            </span>
          ) : null}
        </p>
        <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
          <dt>Approximate address</dt>
          <dd className="break-all text-ink">{session.ip ?? "Unknown"}</dd>
          <dt>Signed in</dt>
          <dd className="text-ink">
            <TimeAgo iso={session.createdAt} />
          </dd>
          <dt>Last seen</dt>
          <dd className="text-ink">
            <TimeAgo iso={session.lastSeenAt} />
          </dd>
        </dl>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" aria-describedby={headingId} onClick={onSignOut}>
          <LogOut aria-hidden className="size-4" />
          Sign out
        </Button>
      )}
    </li>
  );
}
