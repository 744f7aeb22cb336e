import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageFormat, looksLikeSvg } from "./image-format";

/** Formats told by their first bytes, whatever the file is called. */
describe("detectImageFormat", () => {
  it.each(["jpeg", "png", "webp", "avif", "gif"] as const)("knows %s", async (format) => {
    const bytes = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0a0" } })
      .toFormat(format)
      .toBuffer();
    expect(detectImageFormat(bytes)).toBe(format);
  });

  it.each([
    ["HTML", "<!doctype html><html></html>"],
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["an empty file", ""],
    ["a RIFF that is not WebP", "RIFF\u0000\u0000\u0000\u0000WAVEfmt "],
    ["an MP4", "\u0000\u0000\u0000\u0018ftypisom\u0000\u0000\u0002\u0000isommp41"],
  ])("refuses %s", (_name, text) => {
    expect(detectImageFormat(Buffer.from(text, "latin1"))).toBeNull();
  });
});

describe("looksLikeSvg", () => {
  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '\ufeff  <?xml version="1.0"?>\n<svg/>',
    "<!DOCTYPE svg PUBLIC '-//W3C//DTD SVG 1.1//EN' ''><svg></svg>",
  ])("knows %j", (text) => expect(looksLikeSvg(Buffer.from(text))).toBe(true));

  it("does not call HTML SVG", () => {
    expect(looksLikeSvg(Buffer.from("<html><body>svg</body></html>"))).toBe(false);
  });
});
