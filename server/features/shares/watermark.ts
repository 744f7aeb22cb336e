import { runImageJob } from "../../lib/image-jobs";

/** WebP quality of a marked page: the deck's own pages are made at this size and sharpness. */
const WEBP_QUALITY = 82;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[character] ??
      character,
  );

/**
 * The marks drawn over a page `width` × `height`: `text` in rows across the whole page at a
 * slant, faint enough to read the slide through, and each row whole enough to read — so a
 * screenshot of any part of the page names whom the deck was shown to (contract §18).
 * Light text with a dark outline stays legible on light and dark slides alike.
 */
export function watermarkSvg(text: string, width: number, height: number): string {
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 24));
  const rowGap = fontSize * 6;
  // Rows long enough to cross the page at any slant: the diagonal, from its centre both ways.
  const diagonal = Math.ceil(Math.hypot(width, height));
  const label = escapeXml(text);
  const repeats = Math.ceil(diagonal / (text.length * fontSize * 0.6 + fontSize * 3)) + 1;
  const row = Array.from({ length: repeats }, () => label).join("   ·   ");
  const rows: string[] = [];
  for (let y = -diagonal / 2; y <= diagonal / 2; y += rowGap) {
    const shift = (Math.round(y / rowGap) % 2) * fontSize * 4;
    rows.push(
      `<text x="${Math.round(width / 2 - diagonal / 2 - shift)}" y="${Math.round(height / 2 + y)}">${row}</text>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`,
    `<g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="DejaVu Sans, Arial, sans-serif"`,
    ` font-size="${fontSize}" fill="#ffffff" fill-opacity="0.3" stroke="#1f2937"`,
    ` stroke-opacity="0.3" stroke-width="${Math.max(1, fontSize / 14).toFixed(1)}">`,
    ...rows,
    "</g></svg>",
  ].join("");
}

/** A deck page (WebP) with `email` drawn over it, as WebP. */
export function watermarkPage(page: Buffer, email: string): Promise<Buffer> {
  return runImageJob(async (sharp) => {
    const { width, height } = await sharp(page).metadata();
    if (!width || !height) throw new Error("a deck page without a size");
    const overlay = Buffer.from(watermarkSvg(email, width, height));
    return sharp(page)
      .composite([{ input: overlay, top: 0, left: 0 }])
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  });
}
