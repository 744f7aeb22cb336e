import { z } from "zod";
import type { SubmissionStatus } from "./submission-statuses";

/** The dashboard's pipeline (contract §14): each status's count and median time in stage. */

/** One status of one kind in the pipeline. */
const pipelineStage = z.object({
  /** How many records hold this status now. */
  count: z.number().int(),
  /**
   * The median days spent in this status (so far, for those still in it) by the records that
   * entered it in the last PIPELINE_WINDOW_DAYS days, to one decimal; null when none did.
   */
  medianDaysInStatus: z.number().nullable(),
});
export type PipelineStage = z.infer<typeof pipelineStage>;

const pipelineKind = z.object({
  new: pipelineStage,
  reviewing: pipelineStage,
  contacted: pipelineStage,
  archived: pipelineStage,
} satisfies Record<SubmissionStatus, typeof pipelineStage>);
export type PipelineKind = z.infer<typeof pipelineKind>;

/** GET /api/admin/dashboard/pipeline (admin, reviewer). */
export const pipeline = z
  .object({ startupIdeas: pipelineKind, investmentInterests: pipelineKind })
  .meta({ id: "Pipeline" });
export type Pipeline = z.infer<typeof pipeline>;
