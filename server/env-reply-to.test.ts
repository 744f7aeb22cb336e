import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

/** REPLY_TO (contract §13): where replies go; each message adds its own +tag to it. */
describe("REPLY_TO", () => {
  it("is optional, and empty means unset", () => {
    expect(loadEnv({}).REPLY_TO).toBeUndefined();
    expect(loadEnv({ REPLY_TO: "" }).REPLY_TO).toBeUndefined();
    expect(loadEnv({ REPLY_TO: "replies@example.com" }).REPLY_TO).toBe("replies@example.com");
  });

  it("refuses what is not an address, or one with a +tag of its own", () => {
    expect(() => loadEnv({ REPLY_TO: "replies" })).toThrow(/REPLY_TO must be an e-mail address/);
    expect(() => loadEnv({ REPLY_TO: "replies+x@example.com" })).toThrow(/without a \+tag/);
  });
});
