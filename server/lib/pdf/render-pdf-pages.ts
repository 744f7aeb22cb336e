import type { RenderSettings } from "./pdf-child-protocol";
import { hasPdfHeader } from "./pdf-header";
import type { PdfLimits, RenderedPage } from "./pdf-types";
import { PdfUnreadableError } from "./pdf-unreadable-error";
import { type PdfChildUsage, runPdfChild } from "./run-pdf-child";

/**
 * A whole deck (up to 60 pages) in a minute of CPU, no page taking 10 s, in 512 MiB: room for a
 * slow machine and for photos up to about 35 megapixels; ADR 050 has the figures. Niced to 19,
 * the lowest: the kernel weighs it at 1.5 % of the server's thread, so it has every idle core and
 * almost nothing of a busy one (at 10, the other requests' p99 on PostgreSQL read 63–111 ms while
 * a deck was drawn; at 19, 59–69 ms). It waits at most 150 s by the clock, within the 3 minutes
 * the worker holds a deck (`deck-work.ts`).
 */
export const RENDER_LIMITS: PdfLimits = {
  cpuMs: 60_000,
  pageCpuMs: 10_000,
  waitMs: 150_000,
  memoryBytes: 512 * 2 ** 20,
  niceness: 19,
};

/** Page images at most 1,600 px wide; the thumbnails 240. */
const DEFAULT_WIDTH = 1600;
const THUMBNAIL_WIDTH = 240;
/** 60 pages, as many as a deck may have (§17); a page tree claiming more is drawn no further. */
const DEFAULT_MAX_PAGES = 60;
/** Measured against 75 and 85 in ADR 050. */
const WEBP_QUALITY = 80;

export type RenderPdfOptions = Partial<Pick<RenderSettings, "maxPages" | "width">> & {
  limits?: PdfLimits;
  onUsage?: (usage: PdfChildUsage) => void;
};

/**
 * The pages of a PDF as WebP images (at most `width`, 1,600 px, wide, and twice that tall)
 * with their thumbnails, yielded one by one as the child makes them, so the caller can store
 * each and hold none. The first `maxPages` (60) pages only. Throws PdfUnreadableError when the
 * file cannot be drawn: not a PDF, encrypted, broken, or past a limit — possibly after some
 * pages were yielded, which the caller then discards. Leaving the loop early stops the work.
 */
export async function* renderPdfPages(
  bytes: Uint8Array,
  options: RenderPdfOptions = {},
): AsyncGenerator<RenderedPage> {
  if (!hasPdfHeader(bytes)) throw new PdfUnreadableError("not a PDF");
  const width = options.width ?? DEFAULT_WIDTH;
  const settings: RenderSettings = {
    maxPages: options.maxPages ?? DEFAULT_MAX_PAGES,
    width,
    // A page may be twice as tall as wide before its height bounds it.
    maxHeight: width * 2,
    thumbnailWidth: THUMBNAIL_WIDTH,
    quality: WEBP_QUALITY,
  };
  const replies = runPdfChild(
    { task: "render", bytes, settings },
    options.limits ?? RENDER_LIMITS,
    options.onUsage,
  );
  for await (const reply of replies) {
    if (reply.type === "page") yield reply.page;
  }
}
