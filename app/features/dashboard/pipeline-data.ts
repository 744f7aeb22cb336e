import type { Pipeline } from "@shared/schemas/pipeline";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/schemas/submission-statuses";
import { statusLabel } from "~/lib/submission-kinds";
import type { KindsFigureRow } from "./chart-data";

/** One status of the pipeline: each kind's median days (the chart) and count now (the table). */
export type PipelineRow = KindsFigureRow & {
  status: SubmissionStatus;
  startupIdeasCount: number;
  investmentInterestsCount: number;
};

/** The pipeline's statuses in workflow order, both kinds side by side. */
export function pipelineRows(pipeline: Pipeline): PipelineRow[] {
  return SUBMISSION_STATUSES.map((status) => ({
    status,
    label: statusLabel(status),
    startupIdeas: pipeline.startupIdeas[status].medianDaysInStatus,
    investmentInterests: pipeline.investmentInterests[status].medianDaysInStatus,
    startupIdeasCount: pipeline.startupIdeas[status].count,
    investmentInterestsCount: pipeline.investmentInterests[status].count,
  }));
}

/** Nothing to chart: no record entered any status in the window. */
export const isEmptyPipeline = (rows: PipelineRow[]) =>
  rows.every((row) => row.startupIdeas === null && row.investmentInterests === null);
