import { setTimeout } from "node:timers/promises";
import { describe, expect, test } from "vitest";
import { childProcesses } from "../../../tests/support/child-processes";
import {
  deckPdf,
  encryptedPdf,
  garbageAfterHeaderPdf,
  heavyDeckPdf,
  nestedArraysPdf,
  textPagePdf,
} from "../../../tests/support/pdf-fixtures";
import { FILE_PART_BYTES } from "./pdf-child-protocol";
import { hasPdfHeader } from "./pdf-header";
import { WAIT_LIMIT } from "./pdf-unreadable-error";
import { FACTS_LIMITS, readPdfFacts } from "./read-pdf-facts";

/**
 * Stops the child that `reading` starts (SIGSTOP) as soon as it appears, and lets it go on
 * (SIGCONT) `ms` later; answers what the reading answered.
 */
async function heldForAWhile<Result>(reading: Promise<Result>, ms: number): Promise<Result> {
  const before = new Set(childProcesses());
  let child: number | undefined;
  while (child === undefined) {
    child = childProcesses().find((pid) => !before.has(pid));
    if (child === undefined) await setTimeout(1);
  }
  process.kill(child, "SIGSTOP");
  await setTimeout(ms);
  try {
    process.kill(child, "SIGCONT");
  } catch {
    // Ended meanwhile by its wait limit.
  }
  return reading;
}

// Each reading starts a child process: seconds on a busy machine.
describe("readPdfFacts", { timeout: 60_000 }, () => {
  test("counts the pages of a deck", async () => {
    expect(await readPdfFacts(await deckPdf(61))).toEqual({ kind: "pdf", pages: 61 });
  });

  test("reads a file sent to the child in several parts whole, a part's length apart or not", async () => {
    const heavy = await heavyDeckPdf(3, 2.5 * FILE_PART_BYTES);
    expect(heavy.byteLength).toBeGreaterThan(2 * FILE_PART_BYTES);
    expect(await readPdfFacts(heavy)).toEqual({ kind: "pdf", pages: 3 });
    // Whitespace after the end of a PDF is allowed: this one ends where its third part does.
    const exact = Buffer.concat([heavy, Buffer.alloc(3 * FILE_PART_BYTES - heavy.length, "\n")]);
    expect(await readPdfFacts(exact)).toEqual({ kind: "pdf", pages: 3 });
  });

  test("says not-pdf by the bytes alone, for anything without the header", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    for (const bytes of [new Uint8Array(0), Buffer.from("Hello, not a PDF"), png]) {
      expect(await readPdfFacts(bytes)).toEqual({ kind: "not-pdf" });
    }
  });

  test("finds the header within the first 1,024 bytes, as pdf.js and Acrobat do", async () => {
    const pdf = textPagePdf([960, 540]);
    const withJunk = (junk: number) => Buffer.concat([Buffer.alloc(junk, " "), pdf]);
    expect(hasPdfHeader(withJunk(0))).toBe(true);
    expect(hasPdfHeader(withJunk(1024 - 5))).toBe(true);
    expect(hasPdfHeader(withJunk(1024 - 4))).toBe(false);
    // pdf.js reads the file from its header on, so junk before it changes nothing.
    expect(await readPdfFacts(withJunk(500))).toEqual({ kind: "pdf", pages: 1 });
    expect(await readPdfFacts(withJunk(2000))).toEqual({ kind: "not-pdf" });
  });

  test("refuses a file that needs a password, and one with only an owner password", async () => {
    expect(
      await readPdfFacts(encryptedPdf({ userPassword: "open", ownerPassword: "own" })),
    ).toEqual({ kind: "encrypted" });
    // Opens without a password everywhere, but its content is encrypted all the same.
    expect(await readPdfFacts(encryptedPdf({ ownerPassword: "own" }))).toEqual({
      kind: "encrypted",
    });
  });

  test("calls a broken file unreadable with pdf.js's reason", async () => {
    expect(await readPdfFacts(garbageAfterHeaderPdf())).toEqual({
      kind: "unreadable",
      reason: "parse error: Invalid PDF structure.",
    });
    expect(await readPdfFacts(nestedArraysPdf(100_000))).toEqual({
      kind: "unreadable",
      reason: expect.stringMatching(/^parse error: /),
    });
  });

  test("ends a reading that passes its limits, with the limit as the reason", async () => {
    const deck = await deckPdf(2);
    // Node alone cannot start on 20 ms of CPU, nor within 24 MiB.
    expect(await readPdfFacts(deck, { limits: { ...FACTS_LIMITS, cpuMs: 20 } })).toEqual({
      kind: "unreadable",
      reason: "time limit",
    });
    expect(
      await readPdfFacts(deck, { limits: { ...FACTS_LIMITS, memoryBytes: 24 * 2 ** 20 } }),
    ).toEqual({ kind: "unreadable", reason: "memory limit" });
  });

  test("counts the child's CPU time, not the clock's: a busy machine is not the file's fault", async () => {
    const deck = await deckPdf(2);
    // Held still (as a starved process is) for longer than its CPU limit by the clock: it
    // still answers once it runs again.
    const held = await heldForAWhile(
      readPdfFacts(deck, { limits: { ...FACTS_LIMITS, cpuMs: 1_500 } }),
      2_500,
    );
    expect(held).toEqual({ kind: "pdf", pages: 2 });
    // But the caller does not wait for ever: past its wait, the reason says it was not the file.
    const given = await heldForAWhile(
      readPdfFacts(deck, { limits: { ...FACTS_LIMITS, waitMs: 1_000 } }),
      2_500,
    );
    expect(given).toEqual({ kind: "unreadable", reason: WAIT_LIMIT });
  });

  test("reports the child's time and peak memory", async () => {
    const usages: { durationMs: number; peakRssBytes: number }[] = [];
    await readPdfFacts(await deckPdf(1), { onUsage: (usage) => usages.push(usage) });
    expect(usages).toHaveLength(1);
    expect(usages[0]?.durationMs).toBeGreaterThan(0);
    // Node and pdf.js take some tens of MB; far less than the limit.
    expect(usages[0]?.peakRssBytes).toBeGreaterThan(20 * 2 ** 20);
    expect(usages[0]?.peakRssBytes).toBeLessThan(256 * 2 ** 20);
  });
});
