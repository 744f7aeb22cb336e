// @ts-check
import { createRequire, register } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { decodeJpegsNatively, jpegDecodes } from "./native-jpeg.mjs";

// pdf.js is loaded after the hooks that export its JPEG classes (`pdf-worker-hooks.mjs`), and
// its worker first, to be used in this thread (Node has no workers for pdf.js) with them.
register("./pdf-worker-hooks.mjs", import.meta.url);
// @ts-expect-error: pdfjs-dist types its main module only.
const pdfWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
decodeJpegsNatively(/** @type {any} */ (pdfWorker));
/** @type {any} */ (globalThis).pdfjsWorker = pdfWorker;
const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");

/**
 * The child process that reads a PDF (ADR 050): the server forks it for one request and kills
 * it after, or as soon as it passes its time or memory limit (`run-pdf-child.ts`), so what a
 * hostile file does to pdf.js and the canvas happens here, never in the server. It takes one
 * request and answers with facts, or with the pages one by one as they are made.
 *
 * Plain JavaScript (type-checked through JSDoc), so that it starts the same way from the
 * sources and from the build: through a TypeScript loader, pdf.js's 2 MB of modules took 5 s
 * and 450 MB to load.
 *
 * @typedef {import("./pdf-child-protocol").PdfChildRequest} PdfChildRequest
 * @typedef {import("./pdf-child-protocol").PdfChildMessage} PdfChildMessage
 * @typedef {import("./pdf-child-protocol").PdfChildReply} PdfChildReply
 * @typedef {import("./pdf-child-protocol").RenderSettings} RenderSettings
 * @typedef {import("./pdf-types").PdfFacts} PdfFacts
 * @typedef {import("pdfjs-dist").PDFDocumentProxy} PDFDocumentProxy
 */

const pdfjsFolder = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
/**
 * pdf.js reads these from disk in Node (with the trailing slash it asks for); nothing comes
 * from the network.
 * @param {string} name
 */
const packageFolder = (name) => `${path.join(pdfjsFolder, name)}/`;

/** @param {Uint8Array} bytes */
function openPdf(bytes) {
  return getDocument({
    // pdf.js takes a plain Uint8Array, not the Buffer the IPC channel delivers.
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    // The 14 standard fonts (Helvetica, Times…) that decks use without embedding them.
    standardFontDataUrl: packageFolder("standard_fonts"),
    cMapUrl: packageFolder("cmaps"),
    iccUrl: packageFolder("iccs"),
    wasmUrl: packageFolder("wasm"),
    // A hostile PostScript function must not become code.
    isEvalSupported: false,
    // Glyphs drawn as paths: Node has no font loading.
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    // Errors only: warnings about odd but drawable files would fill the pipe for nothing.
    verbosity: 0,
  }).promise;
}

/** A file that opened but is refused: the message is the reason as it is. */
class Refusal extends Error {}

/**
 * @param {unknown} error
 * @returns {string}
 */
function failureReason(error) {
  if (error instanceof Refusal) return error.message;
  if (error instanceof Error) {
    if (error.name === "PasswordException") return "encrypted";
    return `parse error: ${error.message}`.slice(0, 200);
  }
  return "parse error";
}

/**
 * Any /Encrypt counts, also one that opens without a password (ADR 050).
 * @param {PDFDocumentProxy} pdf
 */
async function isEncrypted(pdf) {
  const { info } = await pdf.getMetadata();
  return Boolean(/** @type {{ EncryptFilterName?: string | null }} */ (info).EncryptFilterName);
}

/**
 * @param {Uint8Array} bytes
 * @returns {Promise<PdfFacts>}
 */
async function readFacts(bytes) {
  let pdf;
  try {
    pdf = await openPdf(bytes);
  } catch (error) {
    const reason = failureReason(error);
    return reason === "encrypted" ? { kind: "encrypted" } : { kind: "unreadable", reason };
  }
  if (await isEncrypted(pdf)) return { kind: "encrypted" };
  if (pdf.numPages < 1) return { kind: "unreadable", reason: "no pages" };
  return { kind: "pdf", pages: pdf.numPages };
}

/**
 * The scale that fits a `width` × `height` box within `maxWidth` × `maxHeight`, up or down:
 * bounded both ways, so a page box of 200,000 points, or one point wide and 200,000 tall, is
 * drawn no larger than any other page.
 * @param {{ width: number, height: number }} box
 * @param {number} maxWidth
 * @param {number} maxHeight
 */
function scaleToFit(box, maxWidth, maxHeight) {
  return Math.min(maxWidth / box.width, maxHeight / box.height);
}

/**
 * A canvas of at least one pixel each way (a page box can be absurdly thin).
 * @param {number} width
 * @param {number} height
 */
function canvasOf(width, height) {
  return createCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
}

// One image at a time, nothing kept: the child's memory is the page it draws (its limit).
sharp.cache(false);
sharp.concurrency(1);

/**
 * A drawn page as WebP, off the main thread. libwebp's effort 2, not its default 4: half the
 * CPU time for about 2 % more bytes, on photos and on slides alike (ADR 050). A page is drawn
 * on white, so its alpha channel says nothing and is left out.
 * @param {import("@napi-rs/canvas").Canvas} canvas
 * @param {number} quality
 */
function webpOf(canvas, quality) {
  const raw = { width: canvas.width, height: canvas.height, channels: /** @type {const} */ (4) };
  return sharp(canvas.data(), { raw }).removeAlpha().webp({ quality, effort: 2 }).toBuffer();
}

/**
 * Encodes a drawn page and its thumbnail (WebP, off the main thread) and sends them.
 * @param {number} n
 * @param {import("@napi-rs/canvas").Canvas} canvas
 * @param {RenderSettings} settings
 */
async function sendPage(n, canvas, settings) {
  // The thumbnail keeps the page's proportions within the same bounds, scaled down.
  const thumbnailFit = scaleToFit(
    canvas,
    settings.thumbnailWidth,
    (settings.maxHeight * settings.thumbnailWidth) / settings.width,
  );
  const thumbnail = canvasOf(canvas.width * thumbnailFit, canvas.height * thumbnailFit);
  const context = thumbnail.getContext("2d");
  context.imageSmoothingQuality = "high";
  context.drawImage(canvas, 0, 0, thumbnail.width, thumbnail.height);
  const [image, thumbnailImage] = await Promise.all([
    webpOf(canvas, settings.quality),
    webpOf(thumbnail, settings.quality),
  ]);
  await send({
    type: "page",
    page: { page: n, image, thumbnail: thumbnailImage, width: canvas.width, height: canvas.height },
  });
}

/**
 * Draws the pages one after another; each page is encoded and sent while the next is drawn
 * (pdf.js draws on the main thread, sharp encodes on libuv's pool), one page in flight.
 * @param {Uint8Array} bytes
 * @param {RenderSettings} settings
 */
async function renderPages(bytes, settings) {
  const pdf = await openPdf(bytes);
  if (await isEncrypted(pdf)) throw new Refusal("encrypted");
  const pages = Math.min(pdf.numPages, settings.maxPages);
  if (pages < 1) throw new Refusal("no pages");
  let previousPage = Promise.resolve();
  for (let n = 1; n <= pages; n++) {
    const page = await pdf.getPage(n);
    const box = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({
      scale: scaleToFit(box, settings.width, settings.maxHeight),
    });
    const canvas = canvasOf(viewport.width, viewport.height);
    await page.render({ canvas: /** @type {any} */ (canvas), viewport }).promise;
    page.cleanup();
    await previousPage;
    // The canvases and decoded images just let go of are native memory V8 does not see:
    // collected now, the child stays at one page's worth instead of growing until a GC.
    globalThis.gc?.();
    previousPage = sendPage(n, canvas, settings);
    // Awaited at the next page; until then its failure must not count as unhandled.
    previousPage.catch(() => {});
  }
  await previousPage;
}

/**
 * @param {PdfChildReply} reply
 * @returns {Promise<void>}
 */
function send(reply) {
  return new Promise((resolve, reject) => {
    process.send?.(reply, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

/** @param {PdfChildRequest} request */
async function answer(request) {
  try {
    if (request.task === "facts") {
      await send({ type: "facts", facts: await readFacts(request.bytes) });
    } else {
      await renderPages(request.bytes, request.settings);
    }
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    const cpuMs = (userCPUTime + systemCPUTime) / 1000;
    await send({ type: "done", peakRssBytes: maxRSS * 1024, cpuMs, jpegs: jpegDecodes });
  } catch (error) {
    await send({ type: "failed", reason: failureReason(error) });
  }
  process.exit(0);
}

/**
 * The request comes first, then its file in parts (`run-pdf-child.ts`), gathered here into one
 * buffer of the size the request announced; the work starts with the last part.
 * @type {PdfChildRequest | undefined}
 */
let request;
let received = 0;
process.on("message", (/** @type {PdfChildMessage} */ message) => {
  if (message instanceof Uint8Array) {
    if (!request) return;
    request.bytes.set(message, received);
    received += message.byteLength;
  } else {
    request = { ...message, bytes: new Uint8Array(message.size) };
  }
  if (request && received === request.bytes.byteLength) {
    process.removeAllListeners("message");
    void answer(request);
  }
});
