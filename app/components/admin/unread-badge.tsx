import { Mail } from "lucide-react";
import { cx } from "~/lib/cx";
import { unreadMessagesLabel } from "~/lib/unread-messages";

/**
 * A record's unread messages from the submitter (contract §13), on list rows and board cards;
 * nothing when there are none. Screen readers hear "2 unread messages".
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cx(
        "inline-flex shrink-0 items-center gap-1 rounded-full bg-wheat-100 px-2 py-0.5 text-xs font-semibold text-soil-800 ring-1 ring-wheat-600/40 ring-inset",
        className,
      )}
    >
      <Mail aria-hidden className="size-3" />
      <span aria-hidden>{count}</span>
      <span className="sr-only">{unreadMessagesLabel(count)}</span>
    </span>
  );
}
