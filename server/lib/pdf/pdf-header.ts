/** pdf.js and Acrobat look for the header this far into a file, allowing junk before it. */
const HEADER_WINDOW = 1024;
const HEADER = Buffer.from("%PDF-", "latin1");

/** Whether the bytes say they are a PDF: `%PDF-` within the first 1,024 bytes. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW));
  return start.includes(HEADER);
}
