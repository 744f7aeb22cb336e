import { paths } from "@shared/config/paths";
import { describe, expect, it } from "vitest";
import { currentSettingsPage, SETTINGS_GROUPS, settingsGroupsFor } from "./settings-pages";

const labels = (role: "admin" | "reviewer" | "editor") =>
  settingsGroupsFor(role).map((group) => [group.label, group.pages.map((page) => page.label)]);

describe("settingsGroupsFor", () => {
  it("gives an admin the account's pages and the studio's", () => {
    expect(labels("admin")).toEqual([
      [
        "Your account",
        [
          "Account & password",
          "Profile & notifications",
          "Second factors",
          "Sessions",
          "API tokens",
        ],
      ],
      [
        "Studio",
        ["Message templates", "Tags", "Scorecards", "Sign-in policy", "Data retention", "Webhooks"],
      ],
    ]);
  });

  it("gives reviewers and editors their account's pages only", () => {
    for (const role of ["reviewer", "editor"] as const) {
      expect(labels(role)).toEqual([
        [
          "Your account",
          [
            "Account & password",
            "Profile & notifications",
            "Second factors",
            "Sessions",
            "API tokens",
          ],
        ],
      ]);
    }
  });
});

describe("SETTINGS_GROUPS", () => {
  it("lists every settings page once, the account page first", () => {
    const listed = SETTINGS_GROUPS.flatMap((group) => group.pages.map((page) => page.to));
    expect(listed[0]).toBe(paths.admin.settingsPages.account);
    expect([...listed].sort()).toEqual(Object.values(paths.admin.settingsPages).sort());
  });
});

describe("currentSettingsPage", () => {
  it("finds the page at an address, with or without a trailing slash", () => {
    expect(currentSettingsPage("/admin/settings/tags")?.label).toBe("Tags");
    expect(currentSettingsPage("/admin/settings/sessions/")?.label).toBe("Sessions");
    expect(currentSettingsPage("/admin/settings")).toBeUndefined();
  });
});
