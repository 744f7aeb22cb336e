import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

/** CLAMD_URL (contract §17): checked when the server starts, by the scanner's own parser. */
describe("CLAMD_URL", () => {
  it("takes tcp://host:port; unset or empty, decks are kept unscanned", () => {
    expect(loadEnv({ CLAMD_URL: "tcp://clamav:3310" }).CLAMD_URL).toBe("tcp://clamav:3310");
    expect(loadEnv({ CLAMD_URL: "tcp://[::1]:3310" }).CLAMD_URL).toBe("tcp://[::1]:3310");
    expect(loadEnv({}).CLAMD_URL).toBeUndefined();
    expect(loadEnv({ CLAMD_URL: "" }).CLAMD_URL).toBeUndefined();
  });

  it("stops the start naming the variable and the form it must have", () => {
    for (const refused of ["clamav:3310", "tcp://clamav", "unix:///run/clamav/clamd.ctl"]) {
      expect(() => loadEnv({ CLAMD_URL: refused }), refused).toThrow(
        "CLAMD_URL: CLAMD_URL must look like tcp://host:3310",
      );
    }
  });
});
