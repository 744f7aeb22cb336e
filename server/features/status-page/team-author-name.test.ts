import { describe, expect, it } from "vitest";
import { THE_TEAM, teamAuthorName } from "./team-author-name";

describe("teamAuthorName", () => {
  it("is the first word of the display name", () => {
    expect(teamAuthorName("Maria Lopez Garcia")).toBe("Maria");
    expect(teamAuthorName("  Jo\tAnn ")).toBe("Jo");
  });

  it("is the team without a display name, never the username", () => {
    expect(teamAuthorName(null)).toBe(THE_TEAM);
    expect(teamAuthorName(undefined)).toBe(THE_TEAM);
    expect(teamAuthorName("   ")).toBe(THE_TEAM);
  });
});
