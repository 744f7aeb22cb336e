import { describe, expect, test } from "vitest";
import { childProcesses } from "../../../tests/support/child-processes";
import {
  deckPdf,
  endlessContentPdf,
  formBombPdf,
  garbageAfterHeaderPdf,
  hugeImagePdf,
  nestedArraysPdf,
} from "../../../tests/support/pdf-fixtures";
import type { PdfLimits } from "./pdf-types";
import { readPdfFacts } from "./read-pdf-facts";
import { RENDER_LIMITS, renderPdfPages } from "./render-pdf-pages";

/** Renders every page, answering the error's reason (or "rendered"). */
async function renderOutcome(bytes: Uint8Array, limits?: PdfLimits) {
  try {
    for await (const _page of renderPdfPages(bytes, { limits })) {
      // Pages are dropped: only the outcome matters here.
    }
    return "rendered";
  } catch (error) {
    return (error as { reason?: string }).reason ?? String(error);
  }
}

// What a hostile PDF can do to a renderer, each stopped in the child by a limit the server
// enforces. Hostile files are rendered with the production limits unless a test narrows one.
describe("hostile PDFs", { timeout: 90_000 }, () => {
  test("garbage after the header, and arrays nested 100,000 deep, are parse errors", async () => {
    expect(await renderOutcome(garbageAfterHeaderPdf())).toBe(
      "parse error: Invalid PDF structure.",
    );
    expect(await renderOutcome(nestedArraysPdf(100_000))).toMatch(/^parse error: /);
  });

  test("a 20,000 × 20,000 image is stopped by the memory limit, not in the server", async () => {
    const before = process.memoryUsage().rss;
    const usages: { peakRssBytes: number }[] = [];
    let reason = "";
    try {
      for await (const _page of renderPdfPages(hugeImagePdf(20_000), {
        onUsage: (usage) => usages.push(usage),
      })) {
        // No page comes.
      }
    } catch (error) {
      reason = (error as { reason: string }).reason;
    }
    expect(reason).toBe("memory limit");
    // Killed within a look of the watchdog after passing the limit (1.6 GB was asked for).
    expect(usages[0]?.peakRssBytes).toBeGreaterThan(RENDER_LIMITS.memoryBytes);
    expect(usages[0]?.peakRssBytes).toBeLessThan(RENDER_LIMITS.memoryBytes + 256 * 2 ** 20);
    // The server held only the file and the messages.
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 2 ** 20);
  });

  test("forms that draw themselves 2^40 times are stopped by the page's time limit", async () => {
    const limits = { ...RENDER_LIMITS, pageCpuMs: 3_000 };
    expect(await renderOutcome(formBombPdf(40), limits)).toBe("time limit");
  });

  test("a content stream of 5 million operations is stopped by a limit", async () => {
    // Which limit comes first depends on the machine's speed: both end it.
    expect(await renderOutcome(endlessContentPdf(5_000_000))).toMatch(/^(time|memory) limit$/);
  });

  test("the whole rendering has a time limit, whatever the pages do", async () => {
    const limits = { ...RENDER_LIMITS, cpuMs: 2_000, pageCpuMs: undefined };
    expect(await renderOutcome(formBombPdf(40), limits)).toBe("time limit");
  });

  test("the facts do not draw, so the bombs pass them and meet the limits when drawn", async () => {
    for (const bytes of [hugeImagePdf(20_000), formBombPdf(40), endlessContentPdf(5_000_000)]) {
      expect(await readPdfFacts(bytes)).toEqual({ kind: "pdf", pages: 1 });
    }
  });

  test("no child is left behind: neither after a limit nor when the caller stops early", async () => {
    const before = childProcesses();
    expect(await renderOutcome(formBombPdf(40), { ...RENDER_LIMITS, pageCpuMs: 1_000 })).toBe(
      "time limit",
    );
    expect(childProcesses()).toEqual(before);

    for await (const page of renderPdfPages(await deckPdf(20))) {
      expect(page.page).toBe(1);
      expect(childProcesses().length).toBe(before.length + 1);
      break;
    }
    expect(childProcesses()).toEqual(before);
  });

  test("at most two children run at once; the others wait their turn", async () => {
    const deck = await deckPdf(2);
    const before = childProcesses().length;
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, childProcesses().length - before);
    }, 5);
    const facts = await Promise.all([1, 2, 3, 4].map(() => readPdfFacts(deck)));
    clearInterval(sampler);
    expect(facts).toEqual(Array(4).fill({ kind: "pdf", pages: 2 }));
    expect(most).toBe(2);
  });
});
