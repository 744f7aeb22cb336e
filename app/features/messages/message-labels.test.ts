import { describe, expect, it } from "vitest";
import { authorLabel, directionLabel, droppedAttachmentsLabel } from "./message-labels";

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

describe("droppedAttachmentsLabel", () => {
  it("says how many attachments of a reply were not kept, in the singular or the plural", () => {
    expect(droppedAttachmentsLabel(1)).toBe(
      "1 attachment was not kept — ask for it on the status page",
    );
    expect(droppedAttachmentsLabel(3)).toBe(
      "3 attachments were not kept — ask for them on the status page",
    );
  });

  it("says nothing when there were none", () => {
    expect(droppedAttachmentsLabel(0)).toBeNull();
  });
});
