import { describe, expect, it } from "vitest";
import { activitySubject } from "./activity-subject";

describe("activitySubject", () => {
  it("links a subject that still exists to its page", () => {
    expect(activitySubject({ type: "startup_idea", id: 12, exists: true })).toEqual({
      label: "Startup idea #12",
      to: "/admin/startup-ideas/12",
    });
    expect(activitySubject({ type: "investment_interest", id: 3, exists: true })).toEqual({
      label: "Investment interest #3",
      to: "/admin/investment-interests/3",
    });
    expect(activitySubject({ type: "perspective", id: 5, exists: true })).toEqual({
      label: "Perspective #5",
      to: "/admin/perspectives/5",
    });
    expect(activitySubject({ type: "staff", id: 1, exists: true })).toEqual({
      label: "Staff",
      to: "/admin/staff",
    });
  });

  it("names a deleted, erased or purged subject without a link, marked deleted", () => {
    expect(activitySubject({ type: "startup_idea", id: 12, exists: false })).toEqual({
      label: "Startup idea #12",
      deleted: true,
    });
    expect(activitySubject({ type: "perspective", id: 5, exists: false })).toEqual({
      label: "Perspective #5",
      deleted: true,
    });
  });
});
