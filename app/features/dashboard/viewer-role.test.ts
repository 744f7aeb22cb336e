import type { AdminAccount } from "@shared/schemas/admin-auth";
import { describe, expect, it } from "vitest";
import { maySeeSubmissions } from "./viewer-role";

const account = (role?: string) =>
  ({ id: 1, username: "someone", createdAt: "", updatedAt: "", role }) as AdminAccount;

describe("maySeeSubmissions", () => {
  it("lets the roles that work the inboxes see them", () => {
    expect(maySeeSubmissions(account("admin"))).toBe(true);
    expect(maySeeSubmissions(account("reviewer"))).toBe(true);
  });

  it("keeps them from an editor, and from an account whose role is unknown", () => {
    expect(maySeeSubmissions(account("editor"))).toBe(false);
    expect(maySeeSubmissions(account("owner"))).toBe(false);
    expect(maySeeSubmissions(account())).toBe(false);
    expect(maySeeSubmissions(null)).toBe(false);
  });
});
