import { describe, expect, it } from "vitest";
import { loginTotpPayload, securitySettingsPayload, totpCodePayload } from "./second-factor";

describe("second-factor payloads", () => {
  it("takes a 6-digit code with spaces typed for readability, and nothing else", () => {
    expect(totpCodePayload.parse({ code: " 123 456 " })).toEqual({ code: "123456" });
    for (const code of ["12345", "1234567", "12a456", "", 123456]) {
      expect(totpCodePayload.safeParse({ code }).success, String(code)).toBe(false);
    }
  });

  it("takes either a code or a recovery code at sign-in (normalised), never both", () => {
    expect(loginTotpPayload.parse({ code: "123456" })).toEqual({ code: "123456" });
    expect(loginTotpPayload.parse({ recoveryCode: " AB2CD-EF3GH " })).toEqual({
      recoveryCode: "ab2cdef3gh",
    });
    expect(loginTotpPayload.safeParse({ code: "123456", recoveryCode: "x" }).success).toBe(false);
    expect(loginTotpPayload.safeParse({}).success).toBe(false);
  });

  it("keeps the roles in their own order, once each, and refuses unknown ones", () => {
    expect(
      securitySettingsPayload.parse({ requireSecondFactor: ["editor", "admin", "editor"] }),
    ).toEqual({ requireSecondFactor: ["admin", "editor"] });
    expect(securitySettingsPayload.parse({ requireSecondFactor: [] })).toEqual({
      requireSecondFactor: [],
    });
    expect(securitySettingsPayload.safeParse({ requireSecondFactor: ["owner"] }).success).toBe(
      false,
    );
    expect(securitySettingsPayload.safeParse({ requireSecondFactor: "admin" }).success).toBe(false);
  });
});
