import { describe, expect, it } from "vitest";
import { totpCodeAt } from "../../../../tests/support/totp-codes";
import { matchingStep, newTotpSecret, timeStep, totpEnrolment } from "./totp";

/** RFC 6238 appendix B's SHA-1 secret ("12345678901234567890"), base32. */
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const NOW = Date.UTC(2026, 10, 26, 12, 0, 10);

describe("TOTP codes", () => {
  it("matches RFC 6238's test vectors (6-digit tail)", () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe("287082");
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe("081804");
    expect(matchingStep(RFC_SECRET, "287082", 59_000)).toBe(1);
    expect(matchingStep(RFC_SECRET, "081804", 1_111_111_109_000)).toBe(37_037_036);
  });

  it("accepts one step of drift either way and names the step the code belongs to", () => {
    const step = timeStep(NOW);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, NOW - 30_000), NOW)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, NOW), NOW)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, NOW + 30_000), NOW)).toBe(step + 1);
  });

  it("refuses codes two steps away and wrong codes", () => {
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, NOW - 60_000), NOW)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, totpCodeAt(RFC_SECRET, NOW + 60_000), NOW)).toBeUndefined();
    const wrong = String((Number(totpCodeAt(RFC_SECRET, NOW)) + 1) % 1_000_000).padStart(6, "0");
    expect(matchingStep(RFC_SECRET, wrong, NOW)).toBeUndefined();
  });

  it("makes 160-bit secrets and an otpauth URL with the contract's parameters and a QR code", async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const { otpauthUrl, qrSvg } = await totpEnrolment(secret, "alice");
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(url.searchParams.get("issuer")).toBe("Rootstock Ventures");
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
