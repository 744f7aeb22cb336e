import type { DashboardCharts, LabelCount } from "@shared/schemas/dashboard-charts";

/** One row of a two-kind chart and its table: a category, then each kind's count. */
export type KindsRow = { label: string; startupIdeas: number; investmentInterests: number };

/** As KindsRow, with a figure a kind may lack (a median of nothing): no bar, a dash in the table. */
export type KindsFigureRow = {
  label: string;
  startupIdeas: number | null;
  investmentInterests: number | null;
};

/** 'Nov 23' for a week starting on the calendar date 2026-11-23 (no zone involved). */
export function weekLabel(weekStart: string): string {
  const [year, month, day] = weekStart.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** 'Eastern Time' for America/Detroit: the zone as a reader knows it, for a chart's description. */
export function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" });
  return (
    parts.formatToParts(new Date()).find((part) => part.type === "timeZoneName")?.value ?? timeZone
  );
}

export function weeklyRows(charts: DashboardCharts): KindsRow[] {
  return charts.weeks.map((week) => ({
    label: weekLabel(week.weekStart),
    startupIdeas: week.startupIdeas,
    investmentInterests: week.investmentInterests,
  }));
}

export function statusRows(charts: DashboardCharts): KindsRow[] {
  return charts.startupIdeas.byStatus.map((row, index) => ({
    label: row.status.charAt(0).toUpperCase() + row.status.slice(1),
    startupIdeas: row.count,
    investmentInterests: charts.investmentInterests.byStatus[index]?.count ?? 0,
  }));
}

/**
 * Both inboxes' owners side by side: an owner of either kind gets a row, most records in
 * all first, 'Unassigned' last so that the people lead.
 */
export function ownerRows(charts: DashboardCharts): KindsRow[] {
  const rows = new Map<number | null, KindsRow>();
  const rowOf = (assigneeId: number | null, label: string) => {
    const row = rows.get(assigneeId) ?? { label, startupIdeas: 0, investmentInterests: 0 };
    rows.set(assigneeId, row);
    return row;
  };
  for (const owner of charts.startupIdeas.byOwner) {
    rowOf(owner.assigneeId, owner.label).startupIdeas = owner.count;
  }
  for (const owner of charts.investmentInterests.byOwner) {
    rowOf(owner.assigneeId, owner.label).investmentInterests = owner.count;
  }
  const total = (row: KindsRow) => row.startupIdeas + row.investmentInterests;
  const unassigned = rows.get(null);
  rows.delete(null);
  const people = [...rows.values()].sort(
    (a, b) => total(b) - total(a) || a.label.localeCompare(b.label),
  );
  return unassigned ? [...people, unassigned] : people;
}

export const isEmptyKinds = (rows: KindsRow[]) =>
  rows.every((row) => row.startupIdeas === 0 && row.investmentInterests === 0);

export const isEmptyCounts = (rows: LabelCount[]) => rows.every((row) => row.count === 0);
