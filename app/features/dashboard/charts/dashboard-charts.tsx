import type { DashboardCharts as ChartsData, LabelCount } from "@shared/schemas/dashboard-charts";
import {
  isEmptyCounts,
  isEmptyKinds,
  type KindsRow,
  ownerRows,
  statusRows,
  weeklyRows,
  zoneName,
} from "../chart-data";
import { KindsColumnChart, LaneChart } from "./bar-charts";
import { ChartCard } from "./chart-card";
import { FigureTable } from "./figure-table";
import { KIND_LABELS } from "./palette";

const KIND_COLUMNS = [
  { header: KIND_LABELS.startupIdeas, value: (row: KindsRow) => row.startupIdeas },
  { header: KIND_LABELS.investmentInterests, value: (row: KindsRow) => row.investmentInterests },
];
const COUNT_COLUMN = [{ header: "Ideas", value: (row: LabelCount) => row.count }];
const NOTHING_YET = "Nothing submitted yet";

/** A chart's figures as a table, labelled by the chart card's heading. */
function figureTable<Row extends { label: string }>(
  rowHeader: string,
  rows: Row[],
  columns: { header: string; value: (row: Row) => number }[],
) {
  return (headingId: string) => (
    <FigureTable
      labelledBy={headingId}
      rowHeader={rowHeader}
      rows={rows}
      rowLabel={(row) => row.label}
      columns={columns}
    />
  );
}

const kindsTable = (rowHeader: string, rows: KindsRow[]) =>
  figureTable(rowHeader, rows, KIND_COLUMNS);

/** Startup ideas counted by one of their answers (sector, stage). */
function IdeasChart(props: { title: string; description: string; by: string; rows: LabelCount[] }) {
  return (
    <ChartCard
      title={props.title}
      description={props.description}
      emptyText="No startup ideas submitted yet"
      isEmpty={isEmptyCounts(props.rows)}
      chart={<LaneChart rows={props.rows} />}
      table={figureTable(props.by, props.rows, COUNT_COLUMN)}
    />
  );
}

/**
 * The dashboard's five charts. This module and the chart library load only when an admin
 * or reviewer opens the dashboard (see charts-section.tsx), never with the public pages.
 */
export default function DashboardCharts({ charts }: { charts: ChartsData }) {
  const weeks = weeklyRows(charts);
  const statuses = statusRows(charts);
  const owners = ownerRows(charts);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        className="lg:col-span-2"
        title="New submissions per week"
        description={`Startup ideas and investment interests received in each of the last ${weeks.length} weeks (weeks start on Monday, ${zoneName(charts.timeZone)}); the last is this week so far.`}
        emptyText={`No submissions in the last ${weeks.length} weeks`}
        isEmpty={isEmptyKinds(weeks)}
        chart={<KindsColumnChart rows={weeks} />}
        table={kindsTable("Week starting", weeks)}
      />
      <IdeasChart
        title="Startup ideas by sector"
        description="Every startup idea received, by the sector its founder chose."
        by="Sector"
        rows={charts.ideasBySector}
      />
      <IdeasChart
        title="Startup ideas by stage"
        description="Every startup idea received, by how far along the founder says it is."
        by="Stage"
        rows={charts.ideasByStage}
      />
      <ChartCard
        title="Inbox by status"
        description="Startup ideas and investment interests, archived ones included, by where they are in review."
        emptyText={NOTHING_YET}
        isEmpty={isEmptyKinds(statuses)}
        chart={<KindsColumnChart rows={statuses} height={260} />}
        table={kindsTable("Status", statuses)}
      />
      <ChartCard
        title="Inbox by owner"
        description="Startup ideas and investment interests, archived ones included, by the staff member who owns them."
        emptyText={NOTHING_YET}
        isEmpty={owners.length === 0}
        chart={<LaneChart rows={owners} kinds />}
        table={kindsTable("Owner", owners)}
      />
    </div>
  );
}
