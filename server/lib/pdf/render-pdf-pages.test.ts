import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import sharp from "sharp";
import { describe, expect, test, vi } from "vitest";
import {
  COLOUR_BLOCKS,
  colourBlocksPdf,
  deckPdf,
  encryptedPdf,
  textPagePdf,
} from "../../../tests/support/pdf-fixtures";
import type { RenderedPage } from "./pdf-types";
import { PdfUnreadableError } from "./pdf-unreadable-error";
import { readPdfFacts } from "./read-pdf-facts";
import { type RenderPdfOptions, renderPdfPages } from "./render-pdf-pages";
import type { PdfChildUsage } from "./run-pdf-child";

/** The niceness of this process's PDF children that are running now (Linux's /proc). */
function pdfChildNiceness() {
  const niceness: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The fields after the command name: state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (parent === process.pid && command.includes("pdf-child")) {
        niceness.push(os.getPriority(Number(pid)));
      }
    } catch {
      // The process ended meanwhile.
    }
  }
  return niceness;
}

/** An RGB colour in grey, as sharp converts it. */
async function greyOf(colour: Buffer) {
  const raw = { width: 1, height: 1, channels: 3 } as const;
  const [grey] = await sharp(colour, { raw }).toColourspace("b-w").raw().toBuffer();
  return grey ?? 0;
}

async function allPages(bytes: Uint8Array, options?: RenderPdfOptions) {
  const pages: RenderedPage[] = [];
  for await (const page of renderPdfPages(bytes, options)) pages.push(page);
  return pages;
}

/** Decoded size, format, and how many pixels in a region are dark (text) rather than white. */
async function inspect(
  webp: Buffer,
  region?: { left: number; top: number; width: number; height: number },
) {
  const metadata = await sharp(webp).metadata();
  const image = region ? sharp(webp).extract(region) : sharp(webp);
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  const dark = data.filter((value) => value < 128).length;
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    dark,
    pixels: info.width * info.height,
  };
}

describe("renderPdfPages", { timeout: 60_000 }, () => {
  test("makes each page a 1600-px WebP and a 240-px thumbnail, in order", async () => {
    const pages = await allPages(await deckPdf(3));
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3]);
    for (const page of pages) {
      expect(page).toMatchObject({ width: 1600, height: 900 });
      expect(await inspect(page.image)).toMatchObject({ format: "webp", width: 1600, height: 900 });
      expect(await inspect(page.thumbnail)).toMatchObject({
        format: "webp",
        width: 240,
        height: 135,
      });
    }
  });

  test("draws text in the standard fonts, which the deck does not embed", async () => {
    const [page] = await allPages(await deckPdf(1));
    if (!page) throw new Error("no page");
    // The title, 32 pt Helvetica Bold 80 pt below the top: at 1600/960 scale, rows 85–140.
    const title = await inspect(page.image, { left: 80, top: 85, width: 900, height: 55 });
    expect(title.dark / title.pixels).toBeGreaterThan(0.1);
    // Above it the page is empty.
    const margin = await inspect(page.image, { left: 80, top: 10, width: 900, height: 50 });
    expect(margin.dark).toBe(0);
  });

  test("decodes JPEG photos natively, and a CMYK one in pdf.js, each in its true colours", async () => {
    for (const [space, decoded] of [
      ["srgb", { native: 1, javascript: 0 }],
      ["b-w", { native: 1, javascript: 0 }],
      ["cmyk", { native: 0, javascript: 1 }],
    ] as const) {
      let usage: PdfChildUsage | undefined;
      const [page] = await allPages(await colourBlocksPdf(space), {
        onUsage: (used) => (usage = used),
      });
      expect(usage?.jpegs, space).toEqual(decoded);
      if (!page) throw new Error("no page");
      const { data, info } = await sharp(page.image).raw().toBuffer({ resolveWithObject: true });
      // The middle of each block, on the 1600 × 900 page.
      const centres = [
        [400, 225],
        [1200, 225],
        [400, 675],
        [1200, 675],
      ] as const;
      for (const [block, [x, y]] of centres.entries()) {
        const at = (y * info.width + x) * info.channels;
        const seen = [...data.subarray(at, at + 3)];
        const colour = Buffer.from(COLOUR_BLOCKS[block] ?? []);
        // Grey is the block's grey as sharp made it; CMYK goes through pdf.js's own conversion.
        const grey = space === "b-w" ? await greyOf(colour) : undefined;
        const wanted = grey === undefined ? [...colour] : [grey, grey, grey];
        const tolerance = space === "cmyk" ? 30 : 8;
        seen.forEach((value, channel) => {
          expect(
            Math.abs(value - (wanted[channel] ?? 0)),
            `${space} block ${block}`,
          ).toBeLessThanOrEqual(tolerance);
        });
      }
    }
  });

  test("keeps to maxPages and the width asked", async () => {
    const pages = await allPages(await deckPdf(5), { maxPages: 2, width: 800 });
    expect(pages.map(({ page, width, height }) => ({ page, width, height }))).toEqual([
      { page: 1, width: 800, height: 450 },
      { page: 2, width: 800, height: 450 },
    ]);
  });

  test("draws a portrait page within 1600 × 3200, and a giant page box no larger", async () => {
    const [letter] = await allPages(textPagePdf([612, 792]));
    expect(letter).toMatchObject({ width: 1600, height: 2071 });
    const [giant] = await allPages(textPagePdf([200_000, 200_000]));
    expect(giant).toMatchObject({ width: 1600, height: 1600 });
    // One point wide and 200,000 tall: the height bounds it, and its thumbnail too.
    const [thin] = await allPages(textPagePdf([1, 200_000]));
    expect(thin).toMatchObject({ width: 1, height: 3200 });
    expect(await inspect(thin?.thumbnail ?? Buffer.alloc(0))).toMatchObject({
      width: 1,
      height: 480,
    });
  });

  test("draws at the lowest priority and reads the facts at a tenth: the server's requests come first", async () => {
    const seen: number[][] = [];
    for await (const page of renderPdfPages(await deckPdf(2))) {
      if (page.page === 1) seen.push(pdfChildNiceness());
    }
    expect(seen).toEqual([[19]]);
    let factsNiceness: number[] = [];
    const facts = readPdfFacts(await deckPdf(2));
    await vi.waitFor(() => {
      factsNiceness = pdfChildNiceness();
      expect(factsNiceness).toHaveLength(1);
    });
    await facts;
    expect(factsNiceness).toEqual([10]);
  });

  test("refuses what is not a PDF, without starting a child", async () => {
    const pages = allPages(Buffer.from("GIF89a"));
    await expect(pages).rejects.toThrow(PdfUnreadableError);
    await expect(pages).rejects.toMatchObject({ reason: "not a PDF" });
  });

  test("refuses an encrypted PDF, also one that opens without a password", async () => {
    for (const passwords of [
      { userPassword: "open", ownerPassword: "own" },
      { ownerPassword: "own" },
    ]) {
      await expect(allPages(encryptedPdf(passwords))).rejects.toMatchObject({
        name: "PdfUnreadableError",
        reason: "encrypted",
      });
    }
  });
});
