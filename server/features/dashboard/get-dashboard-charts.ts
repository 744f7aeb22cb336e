import { site } from "@shared/config/site";
import {
  type DashboardCharts,
  type InboxBreakdown,
  type LabelCount,
  UNASSIGNED_LABEL,
  WEEKS_CHARTED,
} from "@shared/schemas/dashboard-charts";
import { STARTUP_SECTORS, STARTUP_STAGES } from "@shared/schemas/startup-idea";
import { SUBMISSION_STATUSES } from "@shared/schemas/submission-status";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { type Breakdowns, countBreakdowns } from "./count-breakdowns";
import { countNewPerWeek } from "./count-new-per-week";
import { weekStarts } from "./week-starts";

type Counts = Map<string | number | null, number>;

/** The known values in their form order, zeros included, then whatever else is stored. */
function inFormOrder(known: readonly string[], counts: Counts): LabelCount[] {
  const others = [...counts.keys()]
    .filter((value): value is string => typeof value === "string" && !known.includes(value))
    .sort();
  return [...known, ...others].map((label) => ({ label, count: counts.get(label) ?? 0 }));
}

/** Names of the staff who own records: display name, else username. */
async function ownerNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: admins.id, username: admins.username, displayName: admins.displayName })
    .from(admins)
    .where(inArray(admins.id, ids));
  return new Map(rows.map((row) => [row.id, row.displayName?.trim() || row.username]));
}

function inbox(
  breakdowns: Breakdowns<"status" | "assigneeId">,
  names: Map<number, string>,
): InboxBreakdown {
  const byOwner = [...breakdowns.assigneeId].map(([assigneeId, count]) => {
    const id = typeof assigneeId === "number" ? assigneeId : null;
    return {
      assigneeId: id,
      label: id === null ? UNASSIGNED_LABEL : (names.get(id) ?? `Staff #${id}`),
      count,
    };
  });
  byOwner.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return {
    byStatus: SUBMISSION_STATUSES.map((status) => ({
      status,
      count: breakdowns.status.get(status) ?? 0,
    })),
    byOwner,
  };
}

/**
 * What the dashboard's charts show (contract §10's owners included): new submissions per
 * week, ideas by sector and stage, both inboxes by status and owner. Two small reads from the
 * maintained counts (ADR 026), whatever the number of records, each covering both kinds: the
 * daily counts of the weeks charted, and the breakdowns; then the owners' names.
 */
export async function getDashboardCharts(db: Database, now = new Date()): Promise<DashboardCharts> {
  const mondays = weekStarts(now, site.timeZone, WEEKS_CHARTED);
  const [weeks, breakdowns] = await Promise.all([
    countNewPerWeek(db, mondays),
    countBreakdowns(db, ["startup_idea", "investment_interest"], {
      sector: "choice",
      stage: "stage",
      status: "status",
      assigneeId: "owner",
    }),
  ]);
  const { startup_idea: ideas, investment_interest: interests } = breakdowns;
  const ownerIds = [...ideas.assigneeId.keys(), ...interests.assigneeId.keys()].filter(
    (id): id is number => typeof id === "number",
  );
  const names = await ownerNames(db, [...new Set(ownerIds)]);
  return {
    timeZone: site.timeZone,
    weeks,
    ideasBySector: inFormOrder(STARTUP_SECTORS, ideas.sector),
    ideasByStage: inFormOrder(STARTUP_STAGES, ideas.stage),
    startupIdeas: inbox(ideas, names),
    investmentInterests: inbox(interests, names),
  };
}
