import { describe, expect, it } from "vitest";
import { isAllowedImageUrl } from "./article-content";
import { contentImages, isEmptyAlt, mediaIdsIn, mediaWidths, parseMediaUrl } from "./media";

const ID = "0b7f3a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

describe("mediaWidths", () => {
  it.each([
    [2400, [480, 720, 960, 1600]],
    [1600, [480, 720, 960, 1600]],
    [1200, [480, 720, 960, 1200]],
    [960, [480, 720, 960]],
    [800, [480, 720, 800]],
    [700, [480, 700]],
    [300, [300]],
  ])("an image %i wide is served in %j", (width, widths) => {
    expect(mediaWidths(width)).toEqual(widths);
  });
});

describe("parseMediaUrl", () => {
  it("reads id, width and format", () => {
    expect(parseMediaUrl(`/media/${ID}/960.jpg`)).toEqual({ id: ID, width: 960, format: "jpeg" });
    expect(parseMediaUrl(`/media/${ID}/480.webp`)).toEqual({ id: ID, width: 480, format: "webp" });
  });

  it.each([
    `/media/${ID}/960.jpeg`,
    `/media/${ID}/960.svg`,
    `/media/${ID}/0960.png`,
    `/media/${ID}/960.png?x=1`,
    `/media/${ID.toUpperCase()}/960.png`,
    `https://example.com/media/${ID}/960.png`,
    `/media/${ID}/../960.png`,
    "/media/x/960.png",
  ])("refuses %s", (url) => expect(parseMediaUrl(url)).toBeNull());
});

describe("article images", () => {
  it("an article keeps uploaded images and absolute http(s) ones", () => {
    expect(isAllowedImageUrl(`/media/${ID}/960.webp`)).toBe(true);
    expect(isAllowedImageUrl("https://cdn.example.com/a.png")).toBe(true);
    expect(isAllowedImageUrl("/images/a.png")).toBe(false);
  });

  it("finds the images of article HTML with src and alt", () => {
    const html = `<p>a</p><img src="/media/${ID}/960.webp" alt="a &gt; b" /><img alt='' src="x"><img src=y>`;
    expect(contentImages(html).map(({ src, alt }) => ({ src, alt }))).toEqual([
      { src: `/media/${ID}/960.webp`, alt: "a &gt; b" },
      { src: "x", alt: "" },
      { src: "y", alt: null },
    ]);
    expect(mediaIdsIn(html + html)).toEqual([ID]);
  });

  it.each([
    [null, true],
    ["", true],
    ["  &nbsp; ", true],
    ["Wheat", false],
  ])("alt %j is empty: %s", (alt, empty) => expect(isEmptyAlt(alt)).toBe(empty));
});
