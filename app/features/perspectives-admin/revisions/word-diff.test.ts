import { describe, expect, it } from "vitest";
import { htmlToText, wordDiff } from "./word-diff";

describe("htmlToText", () => {
  it("keeps the words, one block a line, without tags", () => {
    expect(
      htmlToText(
        "<h2>Soil</h2><p>Roots <strong>feed</strong> the&nbsp;soil &amp; microbes.</p><ul><li>One</li><li>Two</li></ul>",
      ),
    ).toBe("Soil\nRoots feed the soil & microbes.\nOne\nTwo");
  });

  it("shows an image as its alt text and decodes numeric entities", () => {
    expect(
      htmlToText('<p>Field&#39;s view <img src="/media/a/960.jpg" alt="A wheat field"></p>'),
    ).toBe("Field's view [image: A wheat field]");
    expect(htmlToText("<p>caf&#xe9;<br>next</p>")).toBe("café\nnext");
  });
});

describe("wordDiff", () => {
  it("marks the words added and removed, and keeps the rest", () => {
    expect(wordDiff("Roots feed the soil", "Roots nourish the soil today")).toEqual([
      { kind: "same", text: "Roots " },
      { kind: "removed", text: "feed" },
      { kind: "added", text: "nourish" },
      { kind: "same", text: " the soil " },
      { kind: "added", text: "today" },
    ]);
  });

  it("is all the same for equal texts", () => {
    expect(wordDiff("Same words", "Same words")).toEqual([{ kind: "same", text: "Same words" }]);
  });
});
