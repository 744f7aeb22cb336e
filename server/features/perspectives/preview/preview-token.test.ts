import { describe, expect, it } from "vitest";
import { previewTokenHolds, readPreviewToken, signPreviewToken } from "./preview-token";

const KEY = "k".repeat(43);
const NOW = new Date("2026-11-26T12:00:00Z");
const IN_A_WEEK = new Date("2026-12-03T12:00:00.900Z");

describe("preview tokens", () => {
  it("carry the id and the expiry in whole seconds, signed with the article's key", () => {
    const token = signPreviewToken(KEY, 42, IN_A_WEEK);
    expect(token).toMatch(/^42\.1796299200\.[A-Za-z0-9_-]{43}$/);
    expect(readPreviewToken(token)).toMatchObject({
      id: 42,
      expiresAt: new Date("2026-12-03T12:00:00Z"),
    });
    expect(previewTokenHolds(token, KEY, NOW)).toBe(true);
  });

  it("do not hold with another key, past their expiry, or changed anywhere", () => {
    const token = signPreviewToken(KEY, 42, IN_A_WEEK);
    expect(previewTokenHolds(token, "another key", NOW)).toBe(false);
    expect(previewTokenHolds(token, KEY, new Date("2026-12-03T12:00:00Z"))).toBe(false);
    expect(previewTokenHolds(token.replace(/^42\./, "43."), KEY, NOW)).toBe(false);
    expect(previewTokenHolds(token.replace(".1796299200.", ".1796385600."), KEY, NOW)).toBe(false);
  });

  it("read nothing from what is not a token", () => {
    for (const text of ["", "42", "42.1796299200", "0.1.x", `42.1796299200.${"a".repeat(44)}`]) {
      expect(readPreviewToken(text)).toBeUndefined();
      expect(previewTokenHolds(text, KEY, NOW)).toBe(false);
    }
    expect(readPreviewToken(`2147483648.1796299200.${"a".repeat(43)}`)).toBeUndefined();
  });
});
