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

/**
 * How much the child process that reads a PDF may use before it is killed. Time is counted in
 * the child's CPU time, which a file spends and a busy machine does not: a verdict on a file
 * ("time limit") must not depend on what else the server was doing (ADR 050).
 */
export type PdfLimits = {
  /** CPU time (its threads together, user and system) from the child's start to its last answer. */
  cpuMs: number;
  /** Rendering: CPU time from the start, or from the page before, to each page. */
  pageCpuMs?: number;
  /**
   * The longest the caller waits by the clock, however little of the machine the child got:
   * past it the child is ended with the reason "wait limit", which says nothing of the file.
   */
  waitMs: number;
  /** The child's resident memory (RSS, as the kernel counts it: V8 and native alike). */
  memoryBytes: number;
  /**
   * The child's CPU priority, 0 (the server's own) to 19 (the lowest): on a busy machine the
   * server's thread, answering requests, comes first (ADR 050).
   */
  niceness: number;
};

/**
 * How a child decoded the JPEG images it drew: natively (libjpeg-turbo, through sharp) or in
 * pdf.js's JavaScript, where the native decoder must not stand in (`native-jpeg.mjs`).
 */
export type JpegDecodes = { native: number; javascript: number };
