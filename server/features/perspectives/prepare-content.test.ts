import { PERSPECTIVE_MESSAGES } from "@shared/schemas/perspective";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../../lib/errors";
import { prepareContent } from "./prepare-content";

describe("prepareContent", () => {
  it("stores an article with text, sanitized", () => {
    expect(prepareContent('<p onclick="x()">Enough words to read.</p>')).toBe(
      "<p>Enough words to read.</p>",
    );
  });

  it.each([
    ["only an image", '<img src="https://cdn.example.com/a-long-image-name.png" alt="A field">'],
    [
      "only a script",
      `<script>${"alert('a long enough script body');".repeat(3)}</script><p> </p>`,
    ],
  ])("refuses %s with the editor's message", (_label, html) => {
    const refusal = (() => {
      try {
        prepareContent(html);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(ValidationError);
    expect((refusal as ValidationError).errors).toEqual([
      { path: "content", message: PERSPECTIVE_MESSAGES.contentMin },
    ]);
  });
});
