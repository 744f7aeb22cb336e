import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/browser";

/**
 * The built assets leave precompressed (scripts/precompress.mjs): Brotli or gzip at their
 * highest levels as the browser accepts, exactly the bytes the build wrote, with
 * `Vary: Accept-Encoding` so no cache hands one encoding to a browser that asked for another.
 */
const CLIENT_BUILD = path.resolve("build/client");

function get(pathname: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(
      new URL(pathname, baseUrl()),
      { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
  });
}

/** The home page's scripts and styles that the build precompressed. */
async function precompressedAssets() {
  const { body } = await get("/", "");
  const paths = [...new Set(body.toString("utf8").match(/\/assets\/[^"']+\.(?:js|css)/g) ?? [])];
  return paths.filter((asset) => existsSync(path.join(CLIENT_BUILD, `${asset}.br`)));
}

describe("precompressed assets", () => {
  it("sends the build's Brotli, gzip or plain bytes as the browser accepts, varying on it", async () => {
    const assets = await precompressedAssets();
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const file = path.join(CLIENT_BUILD, asset);
      const cases = [
        { accept: "gzip, deflate, br, zstd", encoding: "br", bytes: readFileSync(`${file}.br`) },
        { accept: "gzip", encoding: "gzip", bytes: readFileSync(`${file}.gz`) },
        { accept: "", encoding: undefined, bytes: readFileSync(file) },
      ];
      for (const { accept, encoding, bytes } of cases) {
        const { headers, body } = await get(asset, accept);
        expect(headers["content-encoding"], `${asset} (${accept})`).toBe(encoding);
        expect(headers.vary, asset).toMatch(/accept-encoding/i);
        expect(headers["cache-control"], asset).toContain("immutable");
        expect(body.equals(bytes), `${asset} (${accept}): the build's bytes`).toBe(true);
      }
    }
  });
});
