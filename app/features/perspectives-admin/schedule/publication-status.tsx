import type { PerspectiveSummary } from "@shared/schemas/perspective";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { cx } from "~/lib/cx";
import { dateTime } from "~/lib/dates";

type Publication = Pick<PerspectiveSummary, "status" | "publishAt">;

/** "Published", "Draft", or "Scheduled · January 5, 2027 at 8:00 AM EST" (company time). */
export function publicationStatusText({ status, publishAt }: Publication): string {
  if (status === "scheduled" && publishAt) return `Scheduled · ${dateTime(publishAt)}`;
  return status === "published" ? "Published" : "Draft";
}

const ICONS = { published: CircleCheck, scheduled: Clock, draft: CircleX } as const;

/**
 * A perspective's state in the admin list: a tick, a cross, or a clock. Published and Draft
 * are named for screen readers and on hover (in words on phones); a schedule is always written
 * out, since its time is what the editor looks for.
 */
export function PublicationStatus({
  perspective,
  withText,
}: {
  perspective: Publication;
  withText?: boolean;
}) {
  const label = publicationStatusText(perspective);
  const Icon = ICONS[perspective.status];
  const shown = withText || perspective.status === "scheduled";
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <Icon
        aria-hidden
        className={cx(
          "size-5 shrink-0",
          perspective.status === "draft" ? "text-ink-muted" : "text-forest-600",
        )}
      />
      <span className={shown ? "text-sm" : "sr-only"}>{label}</span>
    </span>
  );
}
