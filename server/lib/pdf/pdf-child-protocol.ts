import type { PdfFacts, RenderedPage } from "./pdf-types";

/**
 * The one message the server sends the PDF child (`pdf-child.ts`) and the messages it
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

export type PdfChildReply =
  | { type: "facts"; facts: PdfFacts }
  | { type: "page"; page: RenderedPage }
  /** All asked for was sent; the child's own peak RSS and CPU time, for the usage report. */
  | { type: "done"; peakRssBytes: number; cpuMs: number }
  | { type: "failed"; reason: string };
