import { describe, expect, it } from "vitest";
import { unreadMessagesLabel, unreadRecordsLabel } from "./unread-messages";

describe("unread labels", () => {
  it("counts messages and records in words a screen reader says", () => {
    expect(unreadMessagesLabel(1)).toBe("1 unread message");
    expect(unreadMessagesLabel(3)).toBe("3 unread messages");
    expect(unreadRecordsLabel(1)).toBe("1 record with unread messages");
    expect(unreadRecordsLabel(2)).toBe("2 records with unread messages");
  });
});
