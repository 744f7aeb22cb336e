/**
 * A PDF that could not be made into pages. `reason` is short and fit for the logs and staff:
 * "time limit", "memory limit", "parse error: …", "no pages", "encrypted", "crashed: …".
 */
export class PdfUnreadableError extends Error {
  constructor(readonly reason: string) {
    super(`The PDF could not be read (${reason})`);
    this.name = "PdfUnreadableError";
  }
}
