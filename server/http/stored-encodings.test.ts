import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, EncodedBody } from "./stored-encodings";

describe("chooseEncoding", () => {
  it("follows the client's preference among Brotli, gzip and none", () => {
    expect(chooseEncoding("gzip, deflate, br", 5000)).toBe("br");
    expect(chooseEncoding("br;q=0.2, gzip", 5000)).toBe("gzip");
    expect(chooseEncoding("deflate", 5000)).toBe("identity");
    expect(chooseEncoding(undefined, 5000)).toBe("identity");
  });

  it("reads * and x-gzip as gzip, as @fastify/compress does", () => {
    expect(chooseEncoding("*", 5000)).toBe("gzip");
    expect(chooseEncoding("x-gzip", 5000)).toBe("gzip");
  });

  it("leaves bodies under 1 kB uncompressed", () => {
    expect(chooseEncoding("gzip, br", 1023)).toBe("identity");
  });
});

describe("EncodedBody", () => {
  it("compresses once per encoding and gives the same bytes afterwards", () => {
    const body = new EncodedBody(Buffer.from("field ".repeat(500)));
    const gzip = body.get("gzip");
    expect(body.get("gzip")).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe("field ".repeat(500));
    expect(body.get("identity")).toBe(body.identity);
  });
});
