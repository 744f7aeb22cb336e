/**
 * A PDF that could not be made into pages. `reason` is short and fit for the logs and staff:
 * "time limit", "memory limit", "parse error: …", "no pages", "encrypted", "crashed: …", or
 * WAIT_LIMIT, the one that is not the file's doing.
 */
export class PdfUnreadableError extends Error {
  constructor(readonly reason: string) {
    super(`The PDF could not be read (${reason})`);
    this.name = "PdfUnreadableError";
  }
}

/** The machine was too busy to give the child its time: try the file again later. */
export const WAIT_LIMIT = "wait limit";
