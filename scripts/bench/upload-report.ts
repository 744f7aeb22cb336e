// How the photo uploaded under load (`upload-load.ts`) reads in the console and in
// docs/benchmarks.md.
import { megabytes, millis, table, thousands, verdict } from "./markdown";
import type { DatabaseKind } from "./site";

export const UPLOAD_BUDGET = { rssRiseBytes: 100 * 1024 * 1024, otherP99Ms: 50 } as const;

export type UploadRun = {
  photoBytes: number;
  width: number;
  height: number;
  /** From the upload's start until its answer (201). */
  uploadMs: number;
  /** From the upload's start until the last variant arrived. */
  wallMs: number;
  variants: number;
  rssBeforeBytes: number;
  rssPeakBytes: number;
  rssRiseBytes: number;
  other: { requests: number; p50: number; p99: number; errors: number; non2xx: number };
  pass: boolean;
};

const budgetText = `RSS rise < ${megabytes(UPLOAD_BUDGET.rssRiseBytes)}, others' p99 < ${UPLOAD_BUDGET.otherP99Ms} ms`;

/** One line for the console. */
export function describeUpload(run: UploadRun) {
  return `${megabytes(run.photoBytes)} (${run.width} × ${run.height}) answered in ${thousands(run.uploadMs)} ms, its ${run.variants} variants fetched by ${thousands(run.wallMs)} ms; RSS +${megabytes(run.rssRiseBytes)}; other requests p99 ${millis(run.other.p99)} (${thousands(run.other.requests)} requests) — budget ${budgetText}: ${run.pass ? "ok" : "MISSED"}`;
}

/** The section of docs/benchmarks.md; none when no database measured it. */
export function renderUploads(
  results: { kind: DatabaseKind; upload?: UploadRun }[],
  names: Record<DatabaseKind, string>,
) {
  const measured = results.flatMap(({ kind, upload }) => (upload ? [{ kind, upload }] : []));
  if (measured.length === 0) return [];
  const rows = measured.map(({ kind, upload }) => [
    names[kind],
    `${megabytes(upload.photoBytes)} (${upload.width} × ${upload.height})`,
    `${thousands(upload.uploadMs)} ms`,
    `${thousands(upload.wallMs)} ms`,
    megabytes(upload.rssRiseBytes),
    `${millis(upload.other.p99)} (${thousands(upload.other.requests)} requests)`,
    budgetText,
    verdict(upload.pass),
  ]);
  return [
    "## A 10 MB photo uploaded under load",
    "",
    "An editor uploads a camera-sized JPEG, then a first visitor asks at once for each of its variants (made by the background worker, or by sharp on the request if the worker has not made it yet), while other requests (`GET /api/perspectives/featured`, 10 connections at 300 a second) go on; the server's RSS is sampled every 5 ms until 3 s after the last variant arrived.",
    "",
    table(
      [
        "database",
        "photo",
        "upload answered",
        "upload and variants",
        "RSS rise",
        "others' p99",
        "budget",
        "result",
      ],
      rows,
      ["left", "right", "right", "right", "right", "right", "left", "left"],
    ),
    "",
  ];
}
