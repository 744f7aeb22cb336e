import type { SubmissionStatus } from "./submission-status";

/** How many weeks the new-submissions chart covers, the current (partial) week included. */
export const WEEKS_CHARTED = 12;

/** The label the owner breakdown gives submissions nobody owns. */
export const UNASSIGNED_LABEL = "Unassigned";

/** One bar of a breakdown: a stored value (or a staff member's name) and how many records have it. */
export type LabelCount = { label: string; count: number };

/** New submissions in one week; weeks start on Monday, 00:00 in the company's time zone. */
export type WeekCount = {
  /** The Monday, YYYY-MM-DD, as a calendar date in the company's time zone. */
  weekStart: string;
  startupIdeas: number;
  investmentInterests: number;
};

/** One inbox (ideas or interests): every record, whatever its status, counted two ways. */
export type InboxBreakdown = {
  /** All four statuses in workflow order, zeros included. */
  byStatus: { status: SubmissionStatus; count: number }[];
  /** Each owner with at least one record, most records first; nobody's records as 'Unassigned'. */
  byOwner: (LabelCount & { assigneeId: number | null })[];
};

/** GET /api/admin/dashboard/charts (roles that may use the submission inboxes). */
export type DashboardCharts = {
  /** The zone the weeks are cut in (site.timeZone), for the chart's description. */
  timeZone: string;
  /** WEEKS_CHARTED weeks, oldest first, the current week last; weeks with nothing count 0. */
  weeks: WeekCount[];
  /** Every form sector in form order (zeros included), then any other stored value. */
  ideasBySector: LabelCount[];
  /** Every form stage in form order (zeros included), then any other stored value. */
  ideasByStage: LabelCount[];
  startupIdeas: InboxBreakdown;
  investmentInterests: InboxBreakdown;
};
