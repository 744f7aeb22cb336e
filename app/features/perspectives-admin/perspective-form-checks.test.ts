import { PERSPECTIVE_MESSAGES } from "@shared/schemas/perspective";
import { describe, expect, it } from "vitest";
import { perspectiveResolver } from "./perspective-form-checks";
import { type FormValues, NEW_VALUES } from "./perspective-form-values";

const valid: FormValues = {
  ...NEW_VALUES,
  title: "Soil sensors at scale",
  summary: "Why cheap soil sensors change irrigation.",
  content: "<p>Enough words in the article to pass the fifty character minimum.</p>",
  authorName: "Dana Fields",
  authorTitle: "Venture Partner",
};

/** The messages the form shows, by field, for these values. */
async function messages(values: FormValues) {
  const result = await perspectiveResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
}

describe("the perspective form's rules", () => {
  it("pass a complete article", async () => {
    expect(await messages(valid)).toEqual({});
  });

  it("refuse an image-only article with the server's message, on the content", async () => {
    const imageOnly = '<img src="https://cdn.example.com/a-long-image-name.png" alt="A field">';
    expect(imageOnly.length).toBeGreaterThanOrEqual(50);
    expect(await messages({ ...valid, content: imageOnly })).toEqual({
      content: PERSPECTIVE_MESSAGES.contentMin,
    });
  });

  it("report blank content once more against the title", async () => {
    expect(await messages({ ...valid, content: "<p>&nbsp;</p>" })).toEqual({
      title: PERSPECTIVE_MESSAGES.requiredFields,
      content: PERSPECTIVE_MESSAGES.contentMin,
    });
  });
});
