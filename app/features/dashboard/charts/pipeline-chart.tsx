import type { Pipeline } from "@shared/schemas/pipeline";
import { PIPELINE_WINDOW_DAYS } from "@shared/schemas/time-in-stage";
import { isEmptyPipeline, type PipelineRow, pipelineRows } from "../pipeline-data";
import { KindsColumnChart } from "./bar-charts";
import { ChartCard } from "./chart-card";
import { type FigureColumn, FigureTable } from "./figure-table";

// Short headers, so the five columns fit a phone's width without scrolling.
const COLUMNS: FigureColumn<PipelineRow>[] = [
  { header: "Ideas now", value: (row) => row.startupIdeasCount },
  { header: "Ideas: median days", value: (row) => row.startupIdeas },
  { header: "Interests now", value: (row) => row.investmentInterestsCount },
  { header: "Interests: median days", value: (row) => row.investmentInterests },
];

/**
 * The pipeline (contract §14): the median days spent in each status, charted per kind, and a
 * table that adds how many records hold each status now. Loads with the chart library, in the
 * dashboard's chart chunk.
 */
export default function PipelineChart({ pipeline }: { pipeline: Pipeline }) {
  const rows = pipelineRows(pipeline);
  return (
    <ChartCard
      title="Pipeline"
      description={`Median days spent in each status by the submissions that entered it in the last ${PIPELINE_WINDOW_DAYS} days (so far, for those still there). The table adds how many are in each status now.`}
      emptyText={`No submission entered a status in the last ${PIPELINE_WINDOW_DAYS} days`}
      isEmpty={isEmptyPipeline(rows)}
      chart={<KindsColumnChart rows={rows} height={260} unit="days" />}
      table={(headingId) => (
        <FigureTable
          labelledBy={headingId}
          rowHeader="Status"
          rows={rows}
          rowLabel={(row) => row.label}
          columns={COLUMNS}
        />
      )}
    />
  );
}
