import { describe, expect, it } from "vitest";
import { pathAfterSetup } from "./path-after-setup";
import { secondFactorSetupPath } from "./setup-path";

const searchOf = (path: string) => new URL(path, "https://example.org").search;

describe("the screen asked for, kept through the second-factor setup", () => {
  it("keeps the back-office screen asked for, with its query", () => {
    const setup = secondFactorSetupPath("/admin/startup-ideas", "?status=new");
    expect(setup).toBe(
      "/admin/settings/second-factors?next=%2Fadmin%2Fstartup-ideas%3Fstatus%3Dnew",
    );
    expect(pathAfterSetup(searchOf(setup))).toBe("/admin/startup-ideas?status=new");
    expect(pathAfterSetup(searchOf(secondFactorSetupPath("/admin", "")))).toBe("/admin");
  });

  it("asks for no return to the setup page itself", () => {
    expect(secondFactorSetupPath("/admin/settings/second-factors", "?next=%2Fadmin")).toBe(
      "/admin/settings/second-factors",
    );
  });

  it.each([
    "https://elsewhere.example/admin",
    "//elsewhere.example/admin",
    "/\\elsewhere.example/admin",
    "/admin/../",
    "/administration",
    "/perspectives",
    "admin",
    "javascript:alert(1)",
  ])("never returns to %s", (asked) => {
    expect(pathAfterSetup(`?${new URLSearchParams({ next: asked })}`)).toBeNull();
  });

  it("returns nowhere without a screen asked for", () => {
    expect(pathAfterSetup("")).toBeNull();
    expect(pathAfterSetup("?other=1")).toBeNull();
  });
});
