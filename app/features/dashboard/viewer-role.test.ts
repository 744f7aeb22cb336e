import { describe, expect, it } from "vitest";
import { maySeeSubmissions } from "./viewer-role";

describe("maySeeSubmissions", () => {
  it("lets the roles that work the inboxes see them", () => {
    expect(maySeeSubmissions({ role: "admin" })).toBe(true);
    expect(maySeeSubmissions({ role: "reviewer" })).toBe(true);
  });

  it("keeps them from an editor, and while nobody is signed in", () => {
    expect(maySeeSubmissions({ role: "editor" })).toBe(false);
    expect(maySeeSubmissions(null)).toBe(false);
  });
});
