import type { ShareRecord } from "@shared/schemas/shares";
import { Badge, type BadgeTone } from "~/components/admin/status-badge";
import { shortDate } from "~/lib/dates";
import { type ShareTone, shareFacts, shareStateLabel } from "./share-state";

const TONES: Record<ShareTone, BadgeTone> = {
  waiting: "wheat",
  active: "blue",
  success: "green",
  ended: "gray",
};

/** The share's milestones with their days: "Proposed Jan 5, 2026 · sent Jan 6, 2026 · …". */
function milestones(share: ShareRecord): string {
  const steps: [string, string | null][] = [
    ["Proposed", share.createdAt],
    ["sent", share.sentAt],
    ["last viewed", share.lastViewedAt],
    [
      share.state === "expired" ? "expired" : "valid until",
      share.state === "sent" || share.state === "expired" ? share.expiresAt : null,
    ],
    ["introduced", share.introducedAt],
    ["revoked", share.revokedAt],
  ];
  return steps
    .filter((step): step is [string, string] => step[1] !== null)
    .map(([what, when]) => `${what} ${shortDate(when)}`)
    .join(" · ");
}

/**
 * Where a share stands (contract §18): its state as a badge, how the backer read it (views,
 * pages seen, time spent), each side's answer, the backer's note and the days of each step.
 */
export function ShareStatus({ share }: { share: ShareRecord }) {
  const { label, tone } = shareStateLabel(share);
  const facts = shareFacts(share);
  return (
    <div className="grid gap-1.5 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="sr-only">Share:</span>
        <Badge tone={TONES[tone]}>{label}</Badge>
        <span className="text-xs text-ink-muted">{milestones(share)}</span>
      </p>
      {facts.length > 0 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-ink">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {share.responseNote ? (
        <blockquote className="border-l-2 border-forest-600/40 pl-3 whitespace-pre-line text-ink-muted">
          <span className="sr-only">The backer's note: </span>
          {share.responseNote}
        </blockquote>
      ) : null}
    </div>
  );
}
