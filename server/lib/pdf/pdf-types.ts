/**
 * What the PDF library answers (ADR 050). The parsing and drawing happen in a child process
 * (`pdf-child.ts`); these types are what crosses back to the server.
 */

/** What a file turned out to be, as the upload needs it to accept or refuse a deck (§17). */
export type PdfFacts =
  | { kind: "pdf"; pages: number }
  /** No `%PDF-` in its first 1,024 bytes (where pdf.js and Acrobat look for it). */
  | { kind: "not-pdf" }
  /** It has an /Encrypt dictionary: a password to open it, or one guarding its permissions. */
  | { kind: "encrypted" }
  /** It says it is a PDF but could not be read within the limits; `reason` as PdfUnreadableError's. */
  | { kind: "unreadable"; reason: string };

/** One page made into images. */
export type RenderedPage = {
  /** 1-based. */
  page: number;
  /** WebP, `width` × `height`. */
  image: Buffer;
  /** WebP, about 240 px wide, for the strip of thumbnails. */
  thumbnail: Buffer;
  width: number;
  height: number;
};

/** How long and how large the child process that reads a PDF may grow before it is killed. */
export type PdfLimits = {
  /** Wall-clock time from the child's start to its last answer. */
  timeMs: number;
  /** Rendering: wall-clock time from the start, or from the page before, to each page. */
  pageTimeMs?: number;
  /** The child's resident memory (RSS, as the kernel counts it: V8 and native alike). */
  memoryBytes: number;
  /**
   * The child runs at a lower CPU priority, so that on a busy machine the server's own thread,
   * answering requests, comes first (ADR 050): a deck's pages, and an upload's facts.
   */
  background?: boolean;
};
