import { describe, expect, it } from "vitest";
import { describeActivity } from "./activity-text";

const entry = (action: string, details: Record<string, unknown> = {}, actor = true) => ({
  id: 1,
  at: "2026-01-05T12:00:00.000Z",
  actor: actor ? { id: 7, username: "kim", displayName: "Kim Park" } : null,
  action,
  details,
});
const staff = [
  { id: 7, username: "kim", displayName: "Kim Park" },
  { id: 8, username: "sam", displayName: null },
];

describe("describeActivity", () => {
  it("says each record action as a sentence naming who did it", () => {
    expect(describeActivity(entry("created", {}, false))).toBe("Submitted through the website");
    expect(describeActivity(entry("status_changed", { from: "new", to: "reviewing" }))).toBe(
      "Kim Park changed the status from New to Reviewing",
    );
    expect(describeActivity(entry("notes_changed"))).toBe("Kim Park edited the private notes");
    expect(describeActivity(entry("assigned", { from: null, to: 8 }), staff)).toBe(
      "Kim Park assigned it to sam",
    );
    expect(describeActivity(entry("assigned", { from: 8, to: null }), staff)).toBe(
      "Kim Park removed the owner",
    );
    expect(describeActivity(entry("assigned", { from: null, to: 99 }), staff)).toBe(
      "Kim Park assigned it to a former staff member",
    );
    expect(describeActivity(entry("commented"))).toBe("Kim Park commented");
    expect(describeActivity(entry("comment_deleted"))).toBe("Kim Park deleted a comment");
  });

  it("says what became of a pitch deck, and who downloaded it", () => {
    expect(describeActivity(entry("deck_added", { size: 9, pages: 12 }, false))).toBe(
      "The submitter added a pitch deck of 12 pages",
    );
    expect(describeActivity(entry("deck_added", { size: 9, pages: null }, false))).toBe(
      "The submitter added a pitch deck",
    );
    expect(describeActivity(entry("deck_replaced", { size: 9, pages: 1 }, false))).toBe(
      "The submitter replaced their pitch deck",
    );
    expect(
      describeActivity(entry("deck_refused", { signature: "Rootstock.Test.Marker" }, false)),
    ).toBe("The virus scanner refused the pitch deck: it found “Rootstock.Test.Marker”");
    expect(describeActivity(entry("deck_downloaded", { size: 9 }))).toBe(
      "Kim Park downloaded the pitch deck",
    );
  });

  it("names the submitter, not 'Someone', for what they did in the conversation", () => {
    expect(describeActivity(entry("message_sent", { messageId: 3 }))).toBe(
      "Kim Park sent a message",
    );
    expect(describeActivity(entry("message_received", { via: "email" }, false))).toBe(
      "The submitter replied by e-mail",
    );
    expect(describeActivity(entry("message_received", { via: "status-page" }, false))).toBe(
      "The submitter answered on their status page",
    );
    expect(describeActivity(entry("withdrawn", {}, false))).toBe(
      "A submitter withdrew from their status page, which erased their data",
    );
  });

  it("says a scheduled perspective went live, by no one (the worker published it)", () => {
    expect(describeActivity(entry("perspective_published", { title: "Soil 2030" }, false))).toBe(
      "The scheduled perspective “Soil 2030” went live",
    );
    expect(describeActivity(entry("perspective_published", {}, false))).toBe(
      "The scheduled perspective went live",
    );
  });

  it("names who a comment mentioned", () => {
    expect(describeActivity(entry("mentioned", { mentioned: [8] }), staff)).toBe(
      "Kim Park mentioned sam in a comment",
    );
    expect(describeActivity(entry("mentioned", { mentioned: [8, 7, 99] }), staff)).toBe(
      "Kim Park mentioned sam, Kim Park and a former staff member in a comment",
    );
  });

  it("says what happened to a review without its scores (contract §14)", () => {
    expect(describeActivity(entry("reviewed", { review: "added" }))).toBe("Kim Park reviewed it");
    expect(
      describeActivity(entry("reviewed", { review: "changed", changed: ["scores", "comment"] })),
    ).toBe("Kim Park changed their review (scores, comment)");
    expect(describeActivity(entry("review_deleted"))).toBe("Kim Park removed their review");
    expect(describeActivity(entry("scorecard_changed", { kind: "investment-interests" }))).toBe(
      "Kim Park changed the investment interests scorecard",
    );
  });

  it("says which second factor was added or removed, never more", () => {
    expect(describeActivity(entry("second_factor_added", { method: "totp" }))).toBe(
      "Kim Park added an authenticator app",
    );
    expect(
      describeActivity(entry("second_factor_added", { method: "passkey", name: "Phone" })),
    ).toBe("Kim Park added a passkey “Phone”");
    expect(describeActivity(entry("second_factor_removed", { method: "passkey" }))).toBe(
      "Kim Park removed a passkey",
    );
    expect(describeActivity(entry("second_factor_removed", { method: "<b>x</b>" }))).toBe(
      "Kim Park removed a second factor",
    );
    expect(
      describeActivity({
        ...entry("second_factor_removed", { method: "all", by: "operator", passkeys: 2 }),
        actor: null,
      }),
    ).toBe("An operator's command removed every second factor");
  });

  it("says the site-wide actions", () => {
    expect(describeActivity(entry("signed_in"))).toBe("Kim Park signed in");
    expect(describeActivity(entry("exported", { kind: "investment-interests", query: {} }))).toBe(
      "Kim Park exported investment interests as CSV",
    );
    expect(describeActivity(entry("staff_created", { username: "lee", role: "editor" }))).toBe(
      "Kim Park invited lee as Editor",
    );
    expect(
      describeActivity(
        entry("staff_changed", { username: "lee", active: { from: true, to: false } }),
      ),
    ).toBe("Kim Park deactivated lee");
    expect(
      describeActivity(
        entry("staff_changed", { username: "lee", role: { from: "editor", to: "admin" } }),
      ),
    ).toBe("Kim Park made lee Admin");
    expect(describeActivity(entry("staff_changed", { username: "lee", invite: "reissued" }))).toBe(
      "Kim Park sent lee a new sign-in link",
    );
    expect(describeActivity(entry("perspective_updated", { title: "Soil" }))).toBe(
      "Kim Park updated the perspective “Soil”",
    );
  });

  it("says what the retention purge deleted: submissions, old mail or both", () => {
    const purged = (details: Record<string, unknown>) =>
      describeActivity(entry("retention_purged", details, false));
    expect(purged({ count: 2, months: 36, mail: 0 })).toBe(
      "Old submissions were deleted under the retention policy",
    );
    expect(purged({ count: 0, months: 36, mail: 5 })).toBe(
      "Old sent or failed mail was deleted under the retention policy",
    );
    expect(purged({ count: 2, months: 36, mail: 5 })).toBe(
      "Old submissions and sent or failed mail were deleted under the retention policy",
    );
    // Entries from before the purge took mail.
    expect(purged({ count: 2, months: 36 })).toBe(
      "Old submissions were deleted under the retention policy",
    );
  });

  it("says the sign-in security actions (contract §16)", () => {
    expect(describeActivity(entry("password_reset", { username: "kim", sessionsEnded: 2 }))).toBe(
      "Kim Park set a new password from an e-mailed link, which ended 2 sessions",
    );
    expect(describeActivity(entry("password_reset", { username: "kim", sessionsEnded: 1 }))).toBe(
      "Kim Park set a new password from an e-mailed link, which ended 1 session",
    );
    const ended = (details: Record<string, unknown>) =>
      describeActivity(entry("sessions_ended", { username: "kim", ...details }));
    expect(ended({ count: 1, which: "one" })).toBe("Kim Park signed out one of their sessions");
    expect(ended({ count: 1, which: "current" })).toBe(
      "Kim Park ended the session they were using",
    );
    expect(ended({ count: 3, which: "others" })).toBe("Kim Park signed out 3 other sessions");
    expect(ended({ username: "lee", count: 2, which: "all" })).toBe(
      "Kim Park ended all sessions of lee (2 sessions)",
    );
    expect(ended({ username: "lee", count: "<b>", which: "all" })).toBe(
      "Kim Park ended all sessions of lee (sessions)",
    );
  });

  it("never prints a stored value it does not know as if it were a status", () => {
    expect(describeActivity(entry("status_changed", { from: "<b>", to: "new" }))).toBe(
      "Kim Park changed the status from an unknown status to New",
    );
  });

  it("names an API token by its name and scope, never its secret (contract §19)", () => {
    expect(describeActivity(entry("token_created", { name: "CRM", scope: "write" }))).toBe(
      "Kim Park made a read and write API token “CRM”",
    );
    expect(describeActivity(entry("token_created", { name: "Sheet", scope: "read" }))).toBe(
      "Kim Park made a read-only API token “Sheet”",
    );
    expect(describeActivity(entry("token_revoked", { name: "CRM", owner: "kim" }))).toBe(
      "Kim Park revoked their API token “CRM”",
    );
    expect(describeActivity(entry("token_revoked", { name: "CRM", owner: "sam" }))).toBe(
      "Kim Park revoked sam's API token “CRM”",
    );
  });
});

describe("describeActivity: a share's steps (contract §18)", () => {
  // The idea's entry carries the backer's id, the backer's entry the idea's.
  const onIdea = (action: string, details: Record<string, unknown> = {}, actor = false) =>
    describeActivity(entry(action, { shareId: 4, interestId: 9, ...details }, actor));
  const onInterest = (action: string, details: Record<string, unknown> = {}, actor = false) =>
    describeActivity(entry(action, { shareId: 4, ideaId: 3, ...details }, actor));

  it("says each step on the idea's record and on the backer's, naming no one outside the team", () => {
    const steps: [string, Record<string, unknown>, boolean, string, string][] = [
      [
        "share_proposed",
        {},
        true,
        "Kim Park proposed the idea to a backer",
        "Kim Park proposed an idea to this backer",
      ],
      [
        "share_consented",
        {},
        false,
        "The founder agreed to show the idea to a backer",
        "The founder agreed to show an idea to this backer",
      ],
      [
        "share_declined",
        {},
        false,
        "The founder declined to show the idea to a backer",
        "The founder declined to show an idea to this backer",
      ],
      [
        "share_sent",
        {},
        false,
        "A backer was sent a private link to the idea",
        "This backer was sent a private link to an idea",
      ],
      [
        "share_viewed",
        {},
        false,
        "A backer opened their link to the idea for the first time",
        "This backer opened their link to an idea for the first time",
      ],
      [
        "share_answered",
        { response: "interested" },
        false,
        "A backer asked for an introduction to the founder",
        "This backer asked for an introduction to an idea's founder",
      ],
      [
        "share_answered",
        { response: "not-for-me" },
        false,
        "A backer said the idea is not for them",
        "This backer said an idea is not for them",
      ],
      [
        "introduction_accepted",
        { decision: "accept" },
        false,
        "The founder accepted an introduction to a backer",
        "The founder accepted an introduction to this backer",
      ],
      [
        "introduction_declined",
        { decision: "decline" },
        false,
        "The founder declined an introduction to a backer",
        "The founder declined an introduction to this backer",
      ],
      [
        "introduced",
        {},
        true,
        "Kim Park introduced a backer to the founder",
        "Kim Park introduced this backer to an idea's founder",
      ],
      [
        "share_revoked",
        {},
        true,
        "Kim Park revoked a backer's link to the idea",
        "Kim Park revoked this backer's link to an idea",
      ],
      [
        "share_ended",
        { reason: "erased" },
        false,
        "A share ended: the backer's record was erased",
        "A share ended: the idea's record was erased",
      ],
    ];
    for (const [action, details, actor, idea, interest] of steps) {
      expect(onIdea(action, details, actor), action).toBe(idea);
      expect(onInterest(action, details, actor), action).toBe(interest);
    }
  });

  it("never prints an answer or a reason it does not know", () => {
    expect(onIdea("share_answered", { response: "<b>yes</b>" })).toBe(
      "A backer answered about the idea",
    );
    expect(onInterest("share_answered", {})).toBe("This backer answered about an idea");
    expect(onIdea("share_ended", { reason: "<i>x</i>" })).toBe(
      "A share ended: the backer's record was erased, deleted or withdrawn",
    );
    expect(onIdea("share_ended", {})).toBe(
      "A share ended: the backer's record was erased, deleted or withdrawn",
    );
  });
});
