// @ts-check
import sharp from "sharp";

/**
 * JPEG photos decoded by libjpeg-turbo (through sharp, on libuv's threads) instead of pdf.js's
 * JavaScript decoder, which took three quarters of the time a photo page was drawn (ADR 050).
 * Only where the two agree, as pdf.js itself decides for the browsers' native decoder: a
 * grey or YCbCr JPEG (not CMYK, not an RGB one the PDF says not to transform), no /Decode
 * array, at its own size. Anything else, or anything sharp refuses, goes to pdf.js's decoder
 * as before.
 */

/**
 * @typedef {{
 *   forceRGB: boolean, forceRGBA: boolean, drawWidth: number, drawHeight: number,
 *   jpegOptions: { decodeTransform?: Int32Array, colorTransform?: number },
 *   canAsyncDecodeImageFromBuffer: boolean, stream: { asyncGetBytes(): Promise<Uint8Array | null> },
 *   bytes: Uint8Array, buffer: Uint8ClampedArray, bufferLength: number, eof: boolean,
 * }} JpegStream
 * @typedef {{ canUseImageDecoder(data: Uint8Array, colorTransform?: number): object | null }} JpegImageClass
 */

/**
 * How this child's JPEG images were decoded so far: natively, or by pdf.js's JavaScript (the
 * child reports it when done, for the tests, the benchmark and the logs).
 */
export const jpegDecodes = { native: 0, javascript: 0 };

/** Where the JPEG starts: pdf.js skips bytes before the SOI marker too. */
function fromStartOfImage(/** @type {Uint8Array} */ bytes) {
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd8) return bytes.subarray(i);
  }
  return null;
}

/**
 * The pixels as pdf.js's decoder gives them (grey, or RGB; RGB when forced), or null where
 * the native decoder must not stand in.
 * @param {JpegStream} stream
 * @param {JpegImageClass} JpegImage
 * @returns {Promise<Uint8ClampedArray | null>}
 */
async function decodeNatively(stream, JpegImage) {
  const { decodeTransform, colorTransform } = stream.jpegOptions;
  if (stream.forceRGBA || decodeTransform) return null;
  const bytes =
    (stream.canAsyncDecodeImageFromBuffer && (await stream.stream.asyncGetBytes())) || stream.bytes;
  const jpeg = bytes && fromStartOfImage(bytes);
  if (!jpeg || !JpegImage.canUseImageDecoder(jpeg, colorTransform)) return null;
  let image = sharp(jpeg, { ignoreIcc: true, failOn: "error" });
  if (stream.forceRGB) image = image.toColourspace("srgb");
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  // Grey or RGB as pdf.js's decoder gives them; RGB only when forced.
  const channels = stream.forceRGB ? [3] : [1, 3];
  const asDrawn = info.width === stream.drawWidth && info.height === stream.drawHeight;
  if (!asDrawn || !channels.includes(info.channels)) return null;
  // A copy pdf.js may transfer between its threads (sharp's own buffer is not detachable).
  return new Uint8ClampedArray(data);
}

/**
 * Makes pdf.js's `JpegStream` decode natively where it can (see above). Nothing changes when the
 * worker module does not export the classes (`pdf-worker-hooks.mjs`): pdf.js decodes as it does,
 * and `jpegDecodes` stays at nothing.
 * @param {{ JpegStream?: { prototype: object }, JpegImage?: JpegImageClass }} worker
 */
export function decodeJpegsNatively({ JpegStream, JpegImage }) {
  if (!JpegStream || !JpegImage) return;
  const prototype = /** @type {{ getImageData: Function }} */ (JpegStream.prototype);
  const decodeInJavaScript = /** @type {{ getImageData: Function }} */ (
    Object.getPrototypeOf(prototype)
  ).getImageData;
  /**
   * @this {JpegStream}
   * @param {number} length
   * @param {unknown} options
   */
  prototype.getImageData = async function getImageData(length, options) {
    const pixels = await decodeNatively(this, JpegImage).catch(() => null);
    if (!pixels) {
      jpegDecodes.javascript++;
      return decodeInJavaScript.call(this, length, options);
    }
    jpegDecodes.native++;
    this.buffer = pixels;
    this.bufferLength = pixels.length;
    this.eof = true;
    return pixels.length <= length ? pixels : pixels.subarray(0, length);
  };
}
