import { dateTime } from "~/lib/dates";
import { timeAgo } from "~/lib/time-ago";

/** '3 hours ago', with the exact date and time on hover and for machines. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={dateTime(iso)} className={className}>
      {timeAgo(iso)}
    </time>
  );
}
