// @ts-check

/**
 * Module hooks for the PDF child (`pdf-child.mjs` registers them, ADR 050): pdf.js's worker
 * module is loaded with two of its classes exported as well, `JpegStream` and `JpegImage`, so
 * the child can decode JPEG photos natively (`native-jpeg.mjs`) instead of in pdf.js's
 * JavaScript. Nothing else of the module changes. pdfjs-dist is pinned (5.6.205, the last for
 * Node 20); were the classes missing, the module loads as it is and pdf.js decodes as before.
 */

const WORKER = /\/pdfjs-dist\/legacy\/build\/pdf\.worker\.mjs$/;
const CLASSES = ["JpegStream", "JpegImage"];

/**
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context: object) => Promise<{ source?: string | ArrayBuffer | ArrayBufferView | null, format?: string }>} nextLoad
 */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!WORKER.test(url) || loaded.source == null) return loaded;
  const source =
    typeof loaded.source === "string"
      ? loaded.source
      : new TextDecoder().decode(/** @type {ArrayBuffer | ArrayBufferView} */ (loaded.source));
  if (!CLASSES.every((name) => source.includes(`\nclass ${name} `))) return loaded;
  return { ...loaded, source: `${source}\nexport { ${CLASSES.join(", ")} };\n` };
}
