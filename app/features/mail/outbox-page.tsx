import { paths } from "@shared/config/paths";
import type { OutboxEntry } from "@shared/schemas/mail";
import { OUTBOX_STATUSES, type OutboxStatus } from "@shared/schemas/outbox-texts";
import { Mail, MailWarning, RotateCw } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeader } from "~/components/admin/page-header";
import { PagedLog } from "~/components/admin/paged-log";
import { TimeAgo } from "~/components/admin/time-ago";
import { Button } from "~/components/ui/button";
import { cx } from "~/lib/cx";
import { errorMessage } from "~/lib/error-message";
import { useMailStatus } from "~/lib/mail-status";
import { toast } from "~/lib/toast-store";
import { useOutbox, useOutboxSummary, useSendAgain } from "./api";

const STATUS_TEXT: Record<OutboxStatus, { tab: string; badge: string; style: string }> = {
  pending: {
    tab: "Waiting",
    badge: "Waiting",
    style: "bg-wheat-100 text-soil-900 ring-wheat-600/30",
  },
  sent: { tab: "Sent", badge: "Sent", style: "bg-green-100 text-green-900 ring-green-600/20" },
  failed: { tab: "Failed", badge: "Failed", style: "bg-red-50 text-red-800 ring-red-600/20" },
};

const PURPOSE_TEXT: Record<OutboxEntry["purpose"], string> = {
  notification: "New submission",
  acknowledgement: "Acknowledgement",
  digest: "Daily digest",
  invite: "Sign-in link",
  message: "Message to a submitter",
  password_reset: "Password reset link",
  sign_in_notice: "New sign-in notice",
  share_request: "Consent to show an idea to backers",
  introduction: "Introduction of a founder and a backer",
};

const isStatus = (value: string | null): value is OutboxStatus =>
  (OUTBOX_STATUSES as readonly (string | null)[]).includes(value);

/** The site's e-mail (contract §11; admins only): sent, waiting and failed, and why. */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status = isStatus(requested) ? requested : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const outbox = useOutbox(status, page);
  const summary = useOutboxSummary().data;
  const mail = useMailStatus().data;
  const onPage = (next: number) =>
    setParams({ ...(status ? { status } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Outbox"
        subtitle="The e-mail the site sends: what went out, what waits and what failed"
      />
      {mail && !mail.enabled ? (
        <p className="flex items-start gap-3 rounded-2xl border border-wheat-300 bg-wheat-50 px-4 py-3 text-sm text-soil-900">
          <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0" />
          The site sends no e-mail: SMTP_URL is not set. Until an operator sets it, nothing is
          written here.
        </p>
      ) : null}
      <nav aria-label="Outbox status" className="flex flex-wrap gap-1.5 sm:gap-2">
        {[undefined, ...OUTBOX_STATUSES].map((tab) => {
          const current = tab === status;
          return (
            <Link
              key={tab ?? "all"}
              to={tab ? `${paths.admin.outbox}?status=${tab}` : paths.admin.outbox}
              aria-current={current ? "page" : undefined}
              className={cx(
                "rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-3.5",
                current
                  ? "border-forest-800 bg-forest-800 text-white"
                  : "border-forest-900/15 bg-white text-forest-900 hover:bg-forest-50",
              )}
            >
              {tab ? STATUS_TEXT[tab].tab : "All"}
              {summary ? (
                <span className="tabular-nums">
                  {" "}
                  ({tab ? summary[tab] : summary.pending + summary.sent + summary.failed})
                </span>
              ) : null}
            </Link>
          );
        })}
      </nav>
      <PagedLog
        label="Messages"
        query={outbox}
        loading="Loading the outbox"
        errorTitle="Error loading the outbox"
        empty={
          <EmptyState icon={Mail}>
            {status ? `No ${STATUS_TEXT[status].tab.toLowerCase()} messages.` : "No e-mail yet."}
          </EmptyState>
        }
        page={page}
        onPage={onPage}
      >
        {(entry) => <OutboxRow key={entry.id} entry={entry} />}
      </PagedLog>
    </div>
  );
}

function OutboxRow({ entry }: { entry: OutboxEntry }) {
  const sendAgain = useSendAgain();
  const when = entry.sentAt
    ? { label: "Sent", at: entry.sentAt }
    : entry.nextAttemptAt
      ? { label: "Next try", at: entry.nextAttemptAt }
      : { label: "Written", at: entry.createdAt };
  return (
    <li className="grid gap-2 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-6 sm:px-6">
      <div className="min-w-0">
        <p className="font-semibold break-words text-forest-950">{entry.subject}</p>
        <p className="mt-0.5 text-sm break-words text-ink-muted">
          To {entry.recipient} · {PURPOSE_TEXT[entry.purpose]} · written{" "}
          <TimeAgo iso={entry.createdAt} />
          {entry.attempts > 1 ? ` · ${entry.attempts} tries` : null}
        </p>
        {entry.lastError && entry.status !== "sent" ? (
          <p className="mt-1 text-sm break-words text-red-800">
            <span className="font-semibold">Last error:</span> {entry.lastError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:gap-1.5">
        <span
          className={cx(
            "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
            STATUS_TEXT[entry.status].style,
          )}
        >
          {STATUS_TEXT[entry.status].badge}
        </span>
        <span className="text-sm whitespace-nowrap text-ink-muted">
          {when.label} <TimeAgo iso={when.at} />
        </span>
        {entry.status === "failed" ? (
          <Button
            variant="outline"
            size="sm"
            disabled={sendAgain.isPending}
            aria-label={`Send again: ${entry.subject} to ${entry.recipient}`}
            onClick={() =>
              sendAgain.mutate(entry.id, {
                onSuccess: () =>
                  toast({
                    title: "Sending again",
                    description: `${entry.subject} to ${entry.recipient} is tried again now.`,
                    variant: "success",
                  }),
                onError: (error) =>
                  toast({
                    title: "Could not send again",
                    description: errorMessage(error),
                    variant: "destructive",
                  }),
              })
            }
          >
            <RotateCw aria-hidden className="size-4" />
            Send again
          </Button>
        ) : null}
      </div>
    </li>
  );
}
