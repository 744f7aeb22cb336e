import type { MediaFormat } from "@shared/schemas/media";

/*
 * What an uploaded file is, told by its first bytes (its "magic numbers"), never by its name
 * or declared type: a PNG named .jpg is a PNG, and HTML named .png is not an image.
 */

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The format of an image file, or null when it is none of the accepted ones. */
export function detectImageFormat(bytes: Uint8Array): MediaFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  const head = ascii(bytes, 0, 6);
  if (head === "GIF87a" || head === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}

/** An ISO-BMFF file whose `ftyp` box names AVIF as its brand or a compatible one. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** Whether a file looks like SVG (XML text naming an svg element), to refuse it by name. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.subarray(0, 1024)).toString("utf8").trimStart().toLowerCase();
  return (
    (text.startsWith("<?xml") || text.startsWith("<svg") || text.startsWith("<!doctype svg")) &&
    text.includes("<svg")
  );
}
