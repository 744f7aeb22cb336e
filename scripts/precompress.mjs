// Writes a Brotli (.br) and a gzip (.gz) copy of each compressible client asset, at the
// highest levels, once at build time; the server sends the one the browser accepts
// (@fastify/static's preCompressed) instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const CLIENT = path.resolve("build/client");
const COMPRESSIBLE = new Set([
  ".js",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
]);
/** Below this the headers of a compressed answer outweigh what it saves. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(CLIENT)) {
  if (!COMPRESSIBLE.has(path.extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
  const source = await readFile(file);
  const br = await brotli(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = await gzipped(source, { level: constants.Z_BEST_COMPRESSION });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  count++;
  before += source.length;
  after += br.length;
}
console.log(
  `precompressed ${count} assets: ${(before / 1024).toFixed(0)} kB, ${(after / 1024).toFixed(0)} kB as Brotli`,
);
