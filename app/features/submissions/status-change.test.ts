import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { type StatusChange, statusChangeToast, statusFailureReason } from "./status-change";

const change = (from: StatusChange["from"], to: StatusChange["to"]): StatusChange => ({
  record: { id: 4, name: "Alpha Farms" },
  from,
  to,
});

describe("a status change's toasts", () => {
  it("says where the record moved, then the kind's confirmation", () => {
    expect(statusChangeToast("startup-ideas", change("new", "reviewing"), { ok: true })).toEqual({
      title: "Status updated",
      description:
        "Alpha Farms moved to Reviewing. The startup idea status has been updated successfully",
      variant: "success",
    });
  });

  it("only confirms when the status stayed (notes saved alone)", () => {
    expect(
      statusChangeToast("investment-interests", change("contacted", "contacted"), { ok: true })
        .description,
    ).toBe("The investment interest status has been updated successfully");
  });

  it("shows the server's own message when it refuses, and where the record stays", () => {
    const error = new ApiError(409, "This submission was deleted meanwhile", true);
    expect(
      statusChangeToast("startup-ideas", change("new", "archived"), { ok: false, error }),
    ).toEqual({
      title: "Update failed",
      description: "Alpha Farms stays in New: This submission was deleted meanwhile",
      variant: "destructive",
    });
  });
});

describe("statusFailureReason", () => {
  it("gives the server's message", () => {
    expect(statusFailureReason(new ApiError(400, "Invalid status", true))).toBe("Invalid status");
  });

  it("gives a plain sentence when the server said nothing of its own", () => {
    expect(statusFailureReason(new ApiError(500, "500: {}", false))).toBe(
      "Failed to update status",
    );
  });

  it("says the server could not be reached when no answer came", () => {
    expect(statusFailureReason(new TypeError("Failed to fetch"))).toMatch(
      /Could not reach the server/,
    );
  });
});
