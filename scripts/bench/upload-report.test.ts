import { describe, expect, it } from "vitest";
import { describeUpload, renderUploads, type UploadRun } from "./upload-report";

const MB = 1024 * 1024;
const run = (rssRiseMb: number, p99: number): UploadRun => ({
  photoBytes: 9.6 * MB,
  width: 4800,
  height: 3600,
  uploadMs: 1234,
  wallMs: 4321,
  variants: 6,
  rssBeforeBytes: 200 * MB,
  rssPeakBytes: (200 + rssRiseMb) * MB,
  rssRiseBytes: rssRiseMb * MB,
  other: { requests: 1500, p50: 1, p99, errors: 0, non2xx: 0 },
  pass: rssRiseMb < 100 && p99 < 50,
});
const NAMES = { pglite: "PGlite", postgres: "PostgreSQL" } as const;

describe("the photo uploaded under load, as reported", () => {
  it("says the photo, the upload's and the variants' times, the RSS rise, the others' p99 and the verdict", () => {
    expect(describeUpload(run(42, 12))).toBe(
      "9.6 MB (4800 × 3600) answered in 1,234 ms, its 6 variants fetched by 4,321 ms; RSS +42.0 MB; other requests p99 12 ms (1,500 requests) — budget RSS rise < 100.0 MB, others' p99 < 50 ms: ok",
    );
    expect(describeUpload(run(130, 12))).toMatch(/: MISSED$/);
  });

  it("renders one row per measured database, and nothing when none was", () => {
    const markdown = renderUploads(
      [
        { kind: "pglite", upload: run(42, 12) },
        { kind: "postgres", upload: run(30, 80) },
      ],
      NAMES,
    ).join("\n");
    expect(markdown).toContain("## A 10 MB photo uploaded under load");
    expect(markdown).toMatch(
      /\| PGlite \| 9\.6 MB \(4800 × 3600\) \| 1,234 ms \| 4,321 ms \| 42\.0 MB \| 12 ms .*\| met \|/,
    );
    expect(markdown).toMatch(/\| PostgreSQL \|.*\| 80 ms .*\| \*\*MISSED\*\* \|/);
    expect(renderUploads([{ kind: "pglite" }], NAMES)).toEqual([]);
  });
});
