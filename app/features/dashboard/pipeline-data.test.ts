import type { Pipeline, PipelineKind } from "@shared/schemas/pipeline";
import { describe, expect, it } from "vitest";
import { isEmptyPipeline, pipelineRows } from "./pipeline-data";

const kind = (stage: Partial<PipelineKind>): PipelineKind => ({
  new: { count: 0, medianDaysInStatus: null },
  reviewing: { count: 0, medianDaysInStatus: null },
  contacted: { count: 0, medianDaysInStatus: null },
  archived: { count: 0, medianDaysInStatus: null },
  ...stage,
});

describe("pipelineRows", () => {
  it("lays both kinds side by side per status, in workflow order, medians and counts apart", () => {
    const pipeline: Pipeline = {
      startupIdeas: kind({ reviewing: { count: 3, medianDaysInStatus: 4.5 } }),
      investmentInterests: kind({ new: { count: 2, medianDaysInStatus: 0.4 } }),
    };
    const rows = pipelineRows(pipeline);
    expect(rows.map((row) => row.label)).toEqual(["New", "Reviewing", "Contacted", "Archived"]);
    expect(rows[1]).toMatchObject({
      startupIdeas: 4.5,
      startupIdeasCount: 3,
      investmentInterests: null,
      investmentInterestsCount: 0,
    });
    expect(isEmptyPipeline(rows)).toBe(false);
  });

  it("is empty when no record entered any status in the window, whatever the counts now", () => {
    const rows = pipelineRows({
      startupIdeas: kind({ archived: { count: 40, medianDaysInStatus: null } }),
      investmentInterests: kind({}),
    });
    expect(isEmptyPipeline(rows)).toBe(true);
  });
});
