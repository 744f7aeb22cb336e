import type { RenderSettings } from "./pdf-child-protocol";
import { hasPdfHeader } from "./pdf-header";
import type { PdfLimits, RenderedPage } from "./pdf-types";
import { PdfUnreadableError } from "./pdf-unreadable-error";
import { type PdfChildUsage, runPdfChild } from "./run-pdf-child";

/**
 * A whole deck (up to 60 pages) in a minute, no page taking 10 s, in 512 MiB: room for a slow
 * machine and for photos up to about 35 megapixels; ADR 050 has the figures.
 */
export const RENDER_LIMITS: PdfLimits = {
  timeMs: 60_000,
  pageTimeMs: 10_000,
  memoryBytes: 512 * 2 ** 20,
};

const DEFAULT_SETTINGS: RenderSettings = {
  maxPages: 60,
  width: 1600,
  maxHeight: 3200,
  thumbnailWidth: 240,
  quality: 80,
};

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
  const settings: RenderSettings = {
    ...DEFAULT_SETTINGS,
    maxPages: options.maxPages ?? DEFAULT_SETTINGS.maxPages,
    width: options.width ?? DEFAULT_SETTINGS.width,
  };
  settings.maxHeight = settings.width * 2;
  const replies = runPdfChild(
    { task: "render", bytes, settings },
    options.limits ?? RENDER_LIMITS,
    options.onUsage,
  );
  for await (const reply of replies) {
    if (reply.type === "page") yield reply.page;
  }
}
