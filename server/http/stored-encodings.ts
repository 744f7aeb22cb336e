import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";

export type ContentEncoding = "br" | "gzip" | "identity";

/** As @fastify/compress: smaller bodies are not worth a compressed copy. */
const COMPRESSION_THRESHOLD = 1024;
const OFFERED: ContentEncoding[] = ["br", "gzip", "identity"];
/** Brotli's quality 4, as @fastify/compress uses, only once per stored body rather than per request. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The encoding a stored body goes out in, from the request's Accept-Encoding: the client's
 * preference among Brotli, gzip and none, with `*` and `x-gzip` read as gzip (as
 * @fastify/compress reads them, so a hit is encoded like the response it replays).
 */
export function chooseEncoding(acceptEncoding: string | undefined, size: number): ContentEncoding {
  if (!acceptEncoding || size < COMPRESSION_THRESHOLD) return "identity";
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, "gzip");
  return negotiate(header, OFFERED) ?? "identity";
}

/**
 * One body's encoded copies, each made the first time it is asked for and then reused: a
 * stored public answer is compressed once per encoding, not once per request.
 */
export class EncodedBody {
  private readonly copies = new Map<ContentEncoding, Buffer>();

  constructor(readonly identity: Buffer) {
    this.copies.set("identity", identity);
  }

  get(encoding: ContentEncoding): Buffer {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy =
        encoding === "br"
          ? brotliCompressSync(this.identity, BROTLI_OPTIONS)
          : gzipSync(this.identity);
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}
