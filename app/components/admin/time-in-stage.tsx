import { site } from "@shared/config/site";
import type { SubmissionStatus } from "@shared/schemas/submission-statuses";
import { calendarDaysSince, daysText } from "@shared/schemas/time-in-stage";
import { shortDate } from "~/lib/dates";
import { statusLabel } from "~/lib/submission-kinds";

/** Calendar days (site's zone) a record has held its status, from its `statusChangedAt`. */
export const daysInStage = (since: string, now = new Date()) =>
  calendarDaysSince(new Date(since), now, site.timeZone);

/** The "In stage" cell of a list: '12 days', with the date it entered its status on hover. */
export function InStage({ since }: { since: string }) {
  return (
    <time dateTime={since} title={`Since ${shortDate(since)}`} className="whitespace-nowrap">
      {daysText(daysInStage(since))}
    </time>
  );
}

/** A board card's discreet age in its column: '12 d', read out in full. */
export function InStageShort({ since, status }: { since: string; status: SubmissionStatus }) {
  const days = daysInStage(since);
  return (
    <span
      className="text-xs whitespace-nowrap text-ink-muted"
      title={`In ${statusLabel(status)} since ${shortDate(since)}`}
    >
      <span aria-hidden>{days} d</span>
      <span className="sr-only">
        In {statusLabel(status)} for {daysText(days)}
      </span>
    </span>
  );
}

/** The detail page's sentence: 'In Reviewing for 12 days, since Nov 3, 2026'. */
export function inStageSentence(status: SubmissionStatus, since: string) {
  return `In ${statusLabel(status)} for ${daysText(daysInStage(since))}, since ${shortDate(since)}`;
}
