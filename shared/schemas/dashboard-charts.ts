import { z } from "zod";
import { SUBMISSION_STATUSES } from "./submission-status";

/** How many weeks the new-submissions chart covers, the current (partial) week included. */
export const WEEKS_CHARTED = 12;

/** The label the owner breakdown gives submissions nobody owns. */
export const UNASSIGNED_LABEL = "Unassigned";

/** One bar of a breakdown: a stored value (or a staff member's name) and how many records have it. */
const labelCount = z.object({ label: z.string(), count: z.number().int() });
export type LabelCount = z.infer<typeof labelCount>;

/** New submissions in one week; weeks start on Monday, 00:00 in the company's time zone. */
const weekCount = z.object({
  /** The Monday, YYYY-MM-DD, as a calendar date in the company's time zone. */
  weekStart: z.iso.date(),
  startupIdeas: z.number().int(),
  investmentInterests: z.number().int(),
});
export type WeekCount = z.infer<typeof weekCount>;

/** One inbox (ideas or interests): every record, whatever its status, counted two ways. */
const inboxBreakdown = z.object({
  /** All four statuses in workflow order, zeros included. */
  byStatus: z.array(z.object({ status: z.enum(SUBMISSION_STATUSES), count: z.number().int() })),
  /** Each owner with at least one record, most records first; nobody's records as 'Unassigned'. */
  byOwner: z.array(labelCount.extend({ assigneeId: z.number().int().nullable() })),
});
export type InboxBreakdown = z.infer<typeof inboxBreakdown>;

/** GET /api/admin/dashboard/charts (roles that may use the submission inboxes). */
export const dashboardCharts = z
  .object({
    /** The zone the weeks are cut in (site.timeZone), for the chart's description. */
    timeZone: z.string(),
    /** WEEKS_CHARTED weeks, oldest first, the current week last; weeks with nothing count 0. */
    weeks: z.array(weekCount),
    /** Every form sector in form order (zeros included), then any other stored value. */
    ideasBySector: z.array(labelCount),
    /** Every form stage in form order (zeros included), then any other stored value. */
    ideasByStage: z.array(labelCount),
    startupIdeas: inboxBreakdown,
    investmentInterests: inboxBreakdown,
  })
  .meta({ id: "DashboardCharts" });
export type DashboardCharts = z.infer<typeof dashboardCharts>;
