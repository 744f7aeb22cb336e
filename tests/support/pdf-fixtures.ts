import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/**
 * PDFs for the tests and the deck benchmark, all made here by code (none downloaded): decks as
 * a founder exports them (pdf-lib), an encrypted one (the standard security handler written
 * out with node:crypto, since pdf-lib cannot encrypt), and hostile files written object by
 * object.
 */

/** A 16:9 slide in points, as presentation tools export them. */
const SLIDE = { width: 960, height: 540 } as const;

/** A photo-like JPEG: a green field of gaussian noise (`sigma` sets how badly it compresses). */
function noisyJpeg(width: number, height: number, sigma: number, quality: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 90, g: 130, b: 60 },
      noise: { type: "gaussian", mean: 115, sigma },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

/** A title, two lines of body text in the standard fonts, and the page's number. */
function writeSlideText(page: PDFPage, fonts: { title: PDFFont; body: PDFFont }, n: number) {
  page.drawText(`Slide ${n}: Soil sensors that pay for themselves`, {
    x: 48,
    y: SLIDE.height - 80,
    size: 32,
    font: fonts.title,
    color: rgb(0.12, 0.3, 0.12),
  });
  page.drawText("Moisture and nitrate readings every ten minutes, sent over LoRaWAN.", {
    x: 48,
    y: SLIDE.height - 130,
    size: 18,
    font: fonts.body,
  });
  page.drawText(`${n}`, { x: SLIDE.width - 60, y: 24, size: 14, font: fonts.body });
}

/**
 * A deck of `pages` slides with text in the standard 14 fonts (no embedded font program, so
 * the renderer must supply them), a chart-like drawing on each, and a photo on every other.
 */
export async function deckPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    title: await doc.embedFont(StandardFonts.HelveticaBold),
    body: await doc.embedFont(StandardFonts.TimesRoman),
  };
  const photo = await doc.embedJpg(await noisyJpeg(640, 360, 20, 80));
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([SLIDE.width, SLIDE.height]);
    writeSlideText(page, fonts, n);
    for (let bar = 0; bar < 4; bar++) {
      page.drawRectangle({
        x: 48 + bar * 70,
        y: 80,
        width: 50,
        height: 60 + bar * 60,
        color: rgb(0.25, 0.5 + bar * 0.1, 0.25),
      });
    }
    if (n % 2 === 1) page.drawImage(photo, { x: 420, y: 60, width: 480, height: 270 });
  }
  return doc.save();
}

/** Four blocks of colour, left to right then top to bottom, as a photo's JPEG would hold them. */
export const COLOUR_BLOCKS = [
  [200, 40, 40],
  [40, 160, 60],
  [40, 60, 200],
  [230, 200, 40],
] as const;

/**
 * One slide covered by a JPEG of `COLOUR_BLOCKS` (2 × 2) in the colour space asked: sRGB
 * (YCbCr, as cameras and exports write them), grey, or CMYK (as print workflows do).
 */
export async function colourBlocksPdf(space: "srgb" | "b-w" | "cmyk"): Promise<Uint8Array> {
  const [width, height] = [400, 200];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const block = COLOUR_BLOCKS[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)];
      pixels.set(block ?? [0, 0, 0], (y * width + x) * 3);
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .toColourspace(space)
    .jpeg({ quality: 95 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const page = doc.addPage([SLIDE.width, SLIDE.height]);
  page.drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, ...SLIDE });
  return doc.save();
}

/**
 * The benchmark's heavy deck: `pages` slides, each with its own full-bleed photo (a distinct
 * noisy JPEG, so nothing is shared between pages) sized so the file comes to about
 * `totalBytes`, plus the slide's text over it.
 */
export async function heavyDeckPdf(pages: number, totalBytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    title: await doc.embedFont(StandardFonts.HelveticaBold),
    body: await doc.embedFont(StandardFonts.Helvetica),
  };
  // A noise JPEG's size grows with sigma, but not in proportion: two trials, and the sigma
  // for the size wanted read off the line between them, land within a few percent.
  const perPage = totalBytes / pages;
  const [lowSigma, highSigma] = [8, 20];
  const [low, high] = await Promise.all(
    [lowSigma, highSigma].map(async (sigma) => (await noisyJpeg(1920, 1080, sigma, 90)).length),
  );
  if (low === undefined || high === undefined) throw new Error("no trial images");
  const sigma = lowSigma + ((perPage - low) * (highSigma - lowSigma)) / (high - low);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([SLIDE.width, SLIDE.height]);
    const photo = await doc.embedJpg(await noisyJpeg(1920, 1080, Math.max(1, sigma), 90));
    page.drawImage(photo, { x: 0, y: 0, width: SLIDE.width, height: SLIDE.height });
    writeSlideText(page, fonts, n);
  }
  return doc.save();
}

/** A PDF written object by object: `objects[i]` becomes object i + 1; object 1 is the catalog. */
function assemblePdf(objects: (string | Uint8Array)[], trailer = ""): Uint8Array {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : Buffer.from(body),
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(part);
    offset += part.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailer} >>`,
    "startxref",
    String(offset),
    "%%EOF\n",
  ].join("\n");
  parts.push(Buffer.from(xref, "latin1"));
  return new Uint8Array(Buffer.concat(parts));
}

/** A stream object: its dictionary entries and its (already encoded) bytes. */
function streamObject(dictionary: string, data: Uint8Array): Uint8Array {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

/** The objects of a one-page document: catalog, page tree, and the page with these entries. */
function onePage(pageEntries: string): string[] {
  return [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R ${pageEntries} >>`,
  ];
}

const HELVETICA = "<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>";

/** A slide whose only content is text in Helvetica, in a page box of the given size. */
export function textPagePdf(mediaBox: [number, number], text = "Hello from the deck"): Uint8Array {
  const content = Buffer.from(`BT /F1 24 Tf 20 20 Td (${text}) Tj ET`, "latin1");
  return assemblePdf([
    ...onePage(
      `/MediaBox [0 0 ${mediaBox[0]} ${mediaBox[1]}] /Resources ${HELVETICA} /Contents 4 0 R`,
    ),
    streamObject("", content),
  ]);
}

/** `%PDF-` and then random bytes: recognised as a PDF by its header, and nothing more. */
export function garbageAfterHeaderPdf(): Uint8Array {
  return new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(64 * 1024)]));
}

/**
 * A page whose one image is `side`×`side` pixels: one bit each, so the file stays small
 * (a flate stream of zeros), while a renderer that decodes it to RGBA needs 4 bytes a pixel
 * (1.6 GB at 20,000).
 */
export function hugeImagePdf(side: number): Uint8Array {
  const rows = Buffer.alloc(Math.ceil(side / 8) * side);
  const image = deflateSync(rows, { level: 9 });
  return assemblePdf([
    ...onePage(
      "/MediaBox [0 0 960 540] /Resources << /XObject << /Im1 5 0 R >> >> /Contents 4 0 R",
    ),
    streamObject("", Buffer.from("q 960 0 0 540 0 0 cm /Im1 Do Q", "latin1")),
    streamObject(
      `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode`,
      image,
    ),
  ]);
}

/**
 * A page that draws form 1 twice, which draws form 2 twice, and so on `levels` deep: a few
 * hundred bytes that ask for 2^levels drawings (the PDF form of an endless loop).
 */
export function formBombPdf(levels: number): Uint8Array {
  const forms = Array.from({ length: levels }, (_, index) => {
    const self = 5 + index;
    const last = index + 1 === levels;
    const resources = last ? "" : `/Resources << /XObject << /X ${self + 1} 0 R >> >>`;
    const content = last
      ? "0 0 10 10 re f"
      : "q 0.9 0 0 0.9 1 1 cm /X Do Q q 0.5 0 0 0.5 2 2 cm /X Do Q";
    return streamObject(
      `/Type /XObject /Subtype /Form /BBox [0 0 960 540] ${resources}`,
      Buffer.from(content, "latin1"),
    );
  });
  return assemblePdf([
    ...onePage("/MediaBox [0 0 960 540] /Resources << /XObject << /X 5 0 R >> >> /Contents 4 0 R"),
    streamObject("", Buffer.from("/X Do", "latin1")),
    ...forms,
  ]);
}

/** A catalog entry nested `depth` arrays deep, for a parser that recurses on each. */
export function nestedArraysPdf(depth: number): Uint8Array {
  return assemblePdf([
    `<< /Type /Catalog /Pages 2 0 R /Deep ${"[".repeat(depth)}${"]".repeat(depth)} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 960 540] >>",
  ]);
}

/**
 * A page whose content stream is `operators` path operations, flate-compressed to a small
 * file: a renderer that does not stop reads and draws every one.
 */
export function endlessContentPdf(operators: number): Uint8Array {
  const content = deflateSync(Buffer.from("0 0 m 960 540 l S\n".repeat(operators), "latin1"), {
    level: 9,
  });
  return assemblePdf([
    ...onePage("/MediaBox [0 0 960 540] /Contents 4 0 R"),
    streamObject("/Filter /FlateDecode", content),
  ]);
}

// ---- Encryption: the standard security handler, revision 6 (AES-256, ISO 32000-2 7.6.4) ----

/** Algorithm 2.B: the hash of a password with a salt (and, for the owner, the /U string). */
function revision6Hash(password: Buffer, salt: Buffer, userKey: Buffer): Buffer {
  let k = createHash("sha256")
    .update(Buffer.concat([password, salt, userKey]))
    .digest();
  let e = Buffer.alloc(1);
  for (let round = 0; round < 64 || (e.at(-1) ?? 0) > round - 32; round++) {
    const block = Buffer.concat([password, k, userKey]);
    const cipher = createCipheriv("aes-128-cbc", k.subarray(0, 16), k.subarray(16, 32));
    cipher.setAutoPadding(false);
    e = Buffer.concat([cipher.update(Buffer.concat(Array(64).fill(block))), cipher.final()]);
    const sum = e.subarray(0, 16).reduce((total, byte) => total + byte, 0);
    k = createHash(["sha256", "sha384", "sha512"][sum % 3] ?? "sha256")
      .update(e)
      .digest();
  }
  return k.subarray(0, 32);
}

function aes256NoPadding(mode: "aes-256-cbc" | "aes-256-ecb", key: Buffer, data: Buffer) {
  const cipher = createCipheriv(mode, key, mode === "aes-256-cbc" ? Buffer.alloc(16) : null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/**
 * A one-page PDF encrypted with AES-256. With a `userPassword`, no reader opens it without
 * the password; with only an `ownerPassword` (the user password empty), every reader opens it
 * and the owner password only guards the permissions (no printing, no copying), as "protected"
 * exports do.
 */
export function encryptedPdf(passwords: { userPassword?: string; ownerPassword: string }) {
  const fileKey = randomBytes(32);
  const user = Buffer.from(passwords.userPassword ?? "", "utf8");
  const owner = Buffer.from(passwords.ownerPassword, "utf8");
  const [userCheck, userKeySalt, ownerCheck, ownerKeySalt] = [8, 8, 8, 8].map((n) =>
    randomBytes(n),
  );
  if (!userCheck || !userKeySalt || !ownerCheck || !ownerKeySalt) throw new Error("salts");
  const noUserKey = Buffer.alloc(0);
  const u = Buffer.concat([revision6Hash(user, userCheck, noUserKey), userCheck, userKeySalt]);
  const ue = aes256NoPadding("aes-256-cbc", revision6Hash(user, userKeySalt, noUserKey), fileKey);
  const o = Buffer.concat([revision6Hash(owner, ownerCheck, u), ownerCheck, ownerKeySalt]);
  const oe = aes256NoPadding("aes-256-cbc", revision6Hash(owner, ownerKeySalt, u), fileKey);
  // Printing and copying refused (bits 3 and 5 clear), the rest allowed.
  const permissions = -4 & ~(1 << 2) & ~(1 << 4);
  const permsBlock = Buffer.alloc(16);
  permsBlock.writeInt32LE(permissions, 0);
  permsBlock.writeUInt32LE(0xffffffff, 4);
  permsBlock.write("Tadb", 8, "latin1");
  randomBytes(4).copy(permsBlock, 12);
  const perms = aes256NoPadding("aes-256-ecb", fileKey, permsBlock);

  const iv = randomBytes(16);
  const content = createCipheriv("aes-256-cbc", fileKey, iv);
  const encryptedContent = Buffer.concat([
    iv,
    content.update(Buffer.from("BT /F1 24 Tf 40 40 Td (Confidential deck) Tj ET", "latin1")),
    content.final(),
  ]);
  const hex = (bytes: Buffer) => `<${bytes.toString("hex")}>`;
  return assemblePdf(
    [
      ...onePage(`/MediaBox [0 0 960 540] /Resources ${HELVETICA} /Contents 4 0 R`),
      streamObject("", encryptedContent),
      [
        "<< /Filter /Standard /V 5 /R 6 /Length 256",
        "/CF << /StdCF << /AuthEvent /DocOpen /CFM /AESV3 /Length 32 >> >> /StmF /StdCF /StrF /StdCF",
        `/O ${hex(o)} /U ${hex(u)} /OE ${hex(oe)} /UE ${hex(ue)} /P ${permissions} /Perms ${hex(perms)} >>`,
      ].join("\n"),
    ],
    `/Encrypt 5 0 R /ID [${hex(randomBytes(16))} ${hex(randomBytes(16))}]`,
  );
}
