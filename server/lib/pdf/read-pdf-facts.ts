import { hasPdfHeader } from "./pdf-header";
import type { PdfFacts, PdfLimits } from "./pdf-types";
import { PdfUnreadableError } from "./pdf-unreadable-error";
import { type PdfChildUsage, runPdfChild } from "./run-pdf-child";

/**
 * Reading the facts opens the file and counts its pages (no drawing): about a second for a
 * 25 MiB deck, whose copies in the child (as received, as pdf.js keeps it) come to some 220 MB
 * at the peak; an upload must not wait longer on a hostile one (ADR 050 has the figures).
 * Niced to 10 (the kernel weighs it at a tenth of the server's thread): on a busy server the
 * other requests come first, yet a founder waiting on it is answered in seconds. At 19 it got
 * 1.5 % of a busy core and a 2-page deck waited past 20 s for its process to start.
 */
export const FACTS_LIMITS: PdfLimits = {
  cpuMs: 10_000,
  waitMs: 30_000,
  memoryBytes: 384 * 2 ** 20,
  niceness: 10,
};

/**
 * What a file is, for the upload to accept or refuse it: a PDF and its page count, not a PDF
 * (by its bytes, without starting anything), encrypted, or unreadable. Never throws for the
 * file's sake: a hostile file is `unreadable` with the limit it reached.
 */
export async function readPdfFacts(
  bytes: Uint8Array,
  options: { limits?: PdfLimits; onUsage?: (usage: PdfChildUsage) => void } = {},
): Promise<PdfFacts> {
  if (!hasPdfHeader(bytes)) return { kind: "not-pdf" };
  let facts: PdfFacts = { kind: "unreadable", reason: "no answer" };
  try {
    // To the end: the child then exits by itself and reports what it used.
    for await (const reply of runPdfChild(
      { task: "facts", bytes },
      options.limits ?? FACTS_LIMITS,
      options.onUsage,
    )) {
      if (reply.type === "facts") facts = reply.facts;
    }
    return facts;
  } catch (error) {
    if (error instanceof PdfUnreadableError) return { kind: "unreadable", reason: error.reason };
    throw error;
  }
}
