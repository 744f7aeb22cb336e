import { describe, expect, it } from "vitest";
import { IMAGE_SIZES, responsiveContent, responsiveImageProps } from "./responsive-media";

const ID = "0b7f3a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const OTHER = "1c8a4b0f-2d3e-4f60-9b0c-1d2e3f4a5b6c";
const webp = (id: string, width: number) => `/media/${id}/${width}.webp ${width}w`;

describe("responsiveImageProps", () => {
  it("gives an uploaded image the WebP widths up to the one in its URL", () => {
    expect(responsiveImageProps(`/media/${ID}/1600.jpg`, IMAGE_SIZES.cover)).toEqual({
      srcSet: [webp(ID, 480), webp(ID, 720), webp(ID, 960), webp(ID, 1600)].join(", "),
      sizes: IMAGE_SIZES.cover,
    });
    expect(responsiveImageProps(`/media/${ID}/700.png`, "10rem").srcSet).toBe(
      [webp(ID, 480), webp(ID, 700)].join(", "),
    );
  });

  it("leaves other images and none alone", () => {
    expect(responsiveImageProps("https://cdn.example.com/a.png", "10rem")).toEqual({});
    expect(responsiveImageProps(null, "10rem")).toEqual({});
  });
});

describe("responsiveContent", () => {
  it("adds srcset, sizes, width, height and lazy loading to uploaded images only", () => {
    const html = `<p>a</p><img src="/media/${ID}/1600.png" alt="Wheat" /><img src="https://x.example/a.png" alt="b" /><img src="/media/${ID}/1600.png" alt="Again" />`;
    const out = responsiveContent(html, { [ID]: { width: 2400, height: 1200 } });
    const added = `srcset="${[webp(ID, 480), webp(ID, 720), webp(ID, 960), webp(ID, 1600)].join(", ")}" sizes="${IMAGE_SIZES.content}" width="1600" height="800" loading="lazy" decoding="async"`;
    expect(out).toBe(
      `<p>a</p><img ${added} src="/media/${ID}/1600.png" alt="Wheat" /><img src="https://x.example/a.png" alt="b" /><img ${added} src="/media/${ID}/1600.png" alt="Again" />`,
    );
  });

  it("leaves an image whose size is unknown (deleted, say) as it is", () => {
    const html = `<img src="/media/${OTHER}/480.webp" alt="x" />`;
    expect(responsiveContent(html, {})).toBe(html);
  });

  it("sizes a small image by its own width", () => {
    const html = `<img src="/media/${ID}/300.gif" alt="x" />`;
    expect(responsiveContent(html, { [ID]: { width: 300, height: 100 } })).toContain(
      'width="300" height="100"',
    );
  });
});
