import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

/** WEBHOOK_ALLOW_PRIVATE (contract §19, ADR 049): off unless set, like the other flags. */
describe("WEBHOOK_ALLOW_PRIVATE", () => {
  it("is off when unset, empty, 0 or false, and on when set to anything else", () => {
    for (const off of [undefined, "", "0", "false"]) {
      expect(
        loadEnv(off === undefined ? {} : { WEBHOOK_ALLOW_PRIVATE: off }).WEBHOOK_ALLOW_PRIVATE,
      ).toBe(false);
    }
    for (const on of ["1", "true", "yes"]) {
      expect(loadEnv({ WEBHOOK_ALLOW_PRIVATE: on }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    }
  });
});
