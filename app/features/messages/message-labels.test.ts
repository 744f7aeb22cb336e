import { describe, expect, it } from "vitest";
import { authorLabel, directionLabel } from "./message-labels";

const rita = { id: 2, username: "rita", displayName: "Rita Reviewer" };

describe("a message's labels", () => {
  it("names the submitter for what they wrote and the staff member for what the team sent", () => {
    expect(authorLabel({ direction: "in", author: null }, "Ana Farm")).toBe("Ana Farm");
    expect(authorLabel({ direction: "out", author: rita }, "Ana Farm")).toBe("Rita Reviewer");
    expect(
      authorLabel({ direction: "out", author: { ...rita, displayName: null } }, "Ana Farm"),
    ).toBe("rita");
    expect(authorLabel({ direction: "out", author: null }, "Ana Farm")).toBe("The team");
  });

  it("says which way it went", () => {
    expect(directionLabel({ direction: "out" }, "Ana Farm")).toBe("To Ana Farm");
    expect(directionLabel({ direction: "in" }, "Ana Farm")).toBe("From Ana Farm");
  });
});
