import { OUTBOX_PURPOSES } from "@shared/schemas/mail";
import { describe, expect, it } from "vitest";
import { isAutomaticMail } from "./automatic-mail";

/** Contract §20: what the site sends by itself is marked Auto-Submitted; a staff message is not. */
describe("isAutomaticMail", () => {
  it("is true for every purpose the site writes by itself", () => {
    for (const purpose of [
      "notification",
      "acknowledgement",
      "digest",
      "invite",
      "password_reset",
      "sign_in_notice",
      "share_request",
    ]) {
      expect(isAutomaticMail(purpose), purpose).toBe(true);
    }
  });

  it("is false for what a staff member writes (a message, an introduction, §18), and for nothing else", () => {
    expect(isAutomaticMail("message")).toBe(false);
    expect(isAutomaticMail("introduction")).toBe(false);
    expect(OUTBOX_PURPOSES.filter((purpose) => !isAutomaticMail(purpose))).toEqual([
      "message",
      "introduction",
    ]);
  });

  it("counts a purpose it does not know as the site's", () => {
    expect(isAutomaticMail("introduction_reminder")).toBe(true);
    expect(isAutomaticMail("")).toBe(true);
  });
});
