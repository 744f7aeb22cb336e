import { describe, expect, it } from "vitest";
import { mayOpen, screenArea } from "./admin-areas";

describe("screenArea", () => {
  it("names the area of each guarded screen and its sub-pages", () => {
    expect(screenArea("/admin/startup-ideas")).toBe("submissions");
    expect(screenArea("/admin/investment-interests/12")).toBe("submissions");
    expect(screenArea("/admin/perspectives/new")).toBe("perspectives");
    expect(screenArea("/admin/staff")).toBe("administration");
  });

  it("leaves the screens every role uses unguarded, and does not match look-alike prefixes", () => {
    expect(screenArea("/admin")).toBeUndefined();
    expect(screenArea("/admin/settings")).toBeUndefined();
    expect(screenArea("/admin/staffing")).toBeUndefined();
  });
});

describe("mayOpen", () => {
  it("follows the roles of contract §9", () => {
    expect(mayOpen({ role: "editor" }, "/admin/perspectives")).toBe(true);
    expect(mayOpen({ role: "editor" }, "/admin/startup-ideas")).toBe(false);
    expect(mayOpen({ role: "reviewer" }, "/admin/startup-ideas/3")).toBe(true);
    expect(mayOpen({ role: "reviewer" }, "/admin/perspectives")).toBe(false);
    expect(mayOpen({ role: "editor" }, "/admin/media")).toBe(true);
    expect(mayOpen({ role: "reviewer" }, "/admin/media")).toBe(false);
    expect(mayOpen({ role: "reviewer" }, "/admin/staff")).toBe(false);
    expect(mayOpen({ role: "admin" }, "/admin/staff")).toBe(true);
    expect(mayOpen({ role: "editor" }, "/admin/settings")).toBe(true);
  });

  it("opens the account's settings pages to every role and the studio's to admins only", () => {
    for (const role of ["admin", "reviewer", "editor"] as const) {
      expect(mayOpen({ role }, "/admin/settings/account")).toBe(true);
      expect(mayOpen({ role }, "/admin/settings/sessions")).toBe(true);
    }
    for (const page of ["templates", "tags", "scorecards", "sign-in-policy", "retention"]) {
      expect(mayOpen({ role: "admin" }, `/admin/settings/${page}`)).toBe(true);
      expect(mayOpen({ role: "reviewer" }, `/admin/settings/${page}`)).toBe(false);
      expect(mayOpen({ role: "editor" }, `/admin/settings/${page}`)).toBe(false);
    }
  });
});
