import { describe, expect, it } from "vitest";
import { commentParts, insertMention, mentionedUsernames, mentionQueryAt } from "./mentions";

describe("mentionedUsernames", () => {
  it("finds each @username once, lower case, in order", () => {
    expect(mentionedUsernames("@Rita can you ask @otto.k? Thanks @rita")).toEqual([
      "rita",
      "otto.k",
    ]);
  });

  it("drops the full stop that ends a sentence, and keeps dots inside", () => {
    expect(mentionedUsernames("Over to @ada.l. Then @kim...")).toEqual(["ada.l", "kim"]);
  });

  it("ignores e-mail addresses, a word's inner @ and too short or too long names", () => {
    expect(mentionedUsernames("mail rita@example.com or x@y")).toEqual([]);
    expect(mentionedUsernames("@ab is short")).toEqual([]);
    expect(mentionedUsernames(`@${"a".repeat(51)}`)).toEqual([]);
    expect(mentionedUsernames(`@${"a".repeat(50)}`)).toEqual(["a".repeat(50)]);
  });

  it("reads mentions after punctuation, brackets and line breaks", () => {
    expect(mentionedUsernames("(@rita)\n@otto,@kim_2")).toEqual(["rita", "otto", "kim_2"]);
  });
});

describe("commentParts", () => {
  it("marks the mentions the server stored and leaves other @words as text", () => {
    expect(commentParts("Hi @Rita and @nobody.", ["rita"])).toEqual([
      { text: "Hi ", mention: false },
      { text: "@Rita", mention: true },
      { text: " and @nobody.", mention: false },
    ]);
  });

  it("gives the whole text as one part with no mentions", () => {
    expect(commentParts("plain", [])).toEqual([{ text: "plain", mention: false }]);
  });
});

describe("mentionQueryAt", () => {
  it("finds the partial name before the caret", () => {
    expect(mentionQueryAt("Ask @Ri", 7)).toEqual({ start: 4, query: "ri" });
    expect(mentionQueryAt("@", 1)).toEqual({ start: 0, query: "" });
  });

  it("is null outside a mention, after a space, or inside an address", () => {
    expect(mentionQueryAt("Ask @rita now", 13)).toBeNull();
    expect(mentionQueryAt("rita@exa", 8)).toBeNull();
    expect(mentionQueryAt("plain", 5)).toBeNull();
  });
});

describe("insertMention", () => {
  it("replaces the partial name with @username and a space, caret after it", () => {
    expect(insertMention("Ask @ri please", { start: 4, query: "ri" }, 7, "rita")).toEqual({
      text: "Ask @rita please",
      caret: 10,
    });
    expect(insertMention("@", { start: 0, query: "" }, 1, "otto")).toEqual({
      text: "@otto ",
      caret: 6,
    });
  });
});
