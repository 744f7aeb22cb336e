import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  CLAMD_STREAM_MAX_BYTES,
  type Clamd,
  MALWARE_MARKER,
  pdfSaying,
  startClamd,
  unavailableReason,
} from "../../../tests/support/clamd";
import { pingClamd, scanStream } from "./clamd-client";

/**
 * Scanning against a real clamd (contract §17): the run's shared daemon
 * (tests/support/clamd-server.ts) for verdicts and limits, and one of this file's own for
 * an outage, so that stopping it disturbs no other test.
 */

const clamdUrl = inject("clamdUrl");
const signatureName = inject("clamdSignatureName");
const MiB = 1024 * 1024;

/** `total` bytes in 1 MiB chunks made as they are asked for: the file is never whole. */
function* zeroes(total: number) {
  const chunk = Buffer.alloc(MiB);
  for (let sent = 0; sent < total; sent += MiB)
    yield chunk.subarray(0, Math.min(MiB, total - sent));
}

describe("scanStream against clamd", () => {
  it("answers PING", async () => {
    expect(await pingClamd(clamdUrl)).toBe(true);
  });

  it("finds a PDF without the marker clean", async () => {
    const pdf = pdfSaying("Seed round: soil sensors for smallholders");
    expect(await scanStream(clamdUrl, [pdf])).toEqual({ verdict: "clean" });
    expect(await scanStream(clamdUrl, [pdf, randomBytes(3 * MiB)])).toEqual({ verdict: "clean" });
  });

  it("finds the marker inside a PDF, naming the signature", async () => {
    const pdf = pdfSaying(`Appendix ${MALWARE_MARKER.toString()} page 2`);
    expect(await scanStream(clamdUrl, [pdf])).toEqual({
      verdict: "infected",
      signature: signatureName,
    });
  });

  it("finds the marker however the stream is cut: across chunks and across the 1 MiB pieces", async () => {
    const pdf = pdfSaying(`Appendix ${MALWARE_MARKER.toString()} page 2`);
    const tinyChunks = Array.from({ length: Math.ceil(pdf.byteLength / 7) }, (_, index) =>
      pdf.subarray(index * 7, index * 7 + 7),
    );
    expect(await scanStream(clamdUrl, tinyChunks)).toMatchObject({ verdict: "infected" });
    // One 3 MiB chunk, split by the client at 1 MiB, with the marker astride the first cut.
    const large = Buffer.alloc(3 * MiB, 0x20);
    MALWARE_MARKER.copy(large, MiB - 10);
    expect(await scanStream(clamdUrl, [large])).toEqual({
      verdict: "infected",
      signature: signatureName,
    });
  });

  it("scans a file of the decks' 25 MiB limit, and refuses one over StreamMaxLength", async () => {
    expect(await scanStream(clamdUrl, zeroes(25 * MiB))).toEqual({ verdict: "clean" });
    const startedAt = Date.now();
    expect(
      await unavailableReason(scanStream(clamdUrl, zeroes(CLAMD_STREAM_MAX_BYTES + MiB))),
    ).toMatch(/larger than clamd's StreamMaxLength/);
    expect(Date.now() - startedAt).toBeLessThan(10_000);
  });

  it("times out, not clean, when the file stops coming", async () => {
    async function* stalled() {
      yield pdfSaying("first page");
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      yield Buffer.from("never scanned in time");
    }
    const startedAt = Date.now();
    expect(await unavailableReason(scanStream(clamdUrl, stalled(), { timeoutMs: 500 }))).toMatch(
      /gave no answer within 500 ms/,
    );
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });
});

describe("scanStream when clamd goes down and comes back", () => {
  let clamd: Clamd;

  beforeAll(async () => {
    clamd = await startClamd();
  });

  afterAll(async () => {
    await clamd?.dispose();
  });

  it("fails quickly, never clean, while clamd is down; scans again once it is up", async () => {
    const pdf = pdfSaying("Series A: robotic weeders");
    expect(await scanStream(clamd.url, [pdf])).toEqual({ verdict: "clean" });

    await clamd.stop();
    const startedAt = Date.now();
    expect(await unavailableReason(scanStream(clamd.url, [pdf]))).toMatch(/refused the connection/);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(await pingClamd(clamd.url)).toBe(false);

    await clamd.start();
    expect(await pingClamd(clamd.url)).toBe(true);
    expect(await scanStream(clamd.url, [pdf])).toEqual({ verdict: "clean" });
    expect(await scanStream(clamd.url, [pdfSaying(clamd.markerBytes.toString())])).toEqual({
      verdict: "infected",
      signature: clamd.signatureName,
    });
  });
});
