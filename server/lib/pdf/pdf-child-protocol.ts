import type { JpegDecodes, PdfFacts, RenderedPage } from "./pdf-types";

/**
 * The one request the server makes of the PDF child (`pdf-child.mjs`) and the messages it
 * answers with, over the IPC channel with `serialization: "advanced"` (so the bytes and the
 * images travel as binary, not as JSON).
 */

export type RenderSettings = {
  /** Pages after this are left out. */
  maxPages: number;
  /** Largest width of a page image in pixels. */
  width: number;
  /** Largest height: a page much taller than wide is scaled to this instead. */
  maxHeight: number;
  thumbnailWidth: number;
  /** WebP quality, 0–100. */
  quality: number;
};

export type PdfChildRequest =
  | { task: "facts"; bytes: Uint8Array }
  | { task: "render"; bytes: Uint8Array; settings: RenderSettings };

/**
 * What the server writes to the child: the request with its file's size in place of the file,
 * then the file in parts of at most `FILE_PART_BYTES`. One message of 25 MiB held the server's
 * thread for some 20 ms while it was serialised (ADR 050); a part is a fraction of that, and
 * the server's other requests run between two.
 */
export type PdfChildMessage =
  | (Omit<Extract<PdfChildRequest, { task: "facts" }>, "bytes"> & { size: number })
  | (Omit<Extract<PdfChildRequest, { task: "render" }>, "bytes"> & { size: number })
  | Uint8Array;

export const FILE_PART_BYTES = 1024 * 1024;

export type PdfChildReply =
  | { type: "facts"; facts: PdfFacts }
  | { type: "page"; page: RenderedPage }
  /** All asked for was sent; the child's own peak RSS and CPU time, for the usage report. */
  | { type: "done"; peakRssBytes: number; cpuMs: number; jpegs: JpegDecodes }
  | { type: "failed"; reason: string };
