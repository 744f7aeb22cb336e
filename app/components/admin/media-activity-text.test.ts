import { describe, expect, it } from "vitest";
import { describeActivity } from "./activity-text";

const entry = (action: string, details: Record<string, unknown>) => ({
  id: 1,
  at: "2026-01-05T12:00:00.000Z",
  actor: { id: 7, username: "kim", displayName: "Kim Park" },
  action,
  details,
});

describe("the images' activity (contract §15)", () => {
  it("names the image by its alt text, when it has one", () => {
    expect(describeActivity(entry("media_uploaded", { mediaId: "x", alt: "Rows of wheat" }))).toBe(
      "Kim Park uploaded the image “Rows of wheat”",
    );
    expect(describeActivity(entry("media_deleted", { mediaId: "x", alt: "" }))).toBe(
      "Kim Park deleted the image",
    );
  });

  it("says what an alt-text edit made of the image", () => {
    expect(
      describeActivity(
        entry("media_changed", {
          mediaId: "x",
          alt: "Drip lines in a vineyard",
          decorative: false,
        }),
      ),
    ).toBe("Kim Park changed an image's alt text to “Drip lines in a vineyard”");
    expect(
      describeActivity(entry("media_changed", { mediaId: "x", alt: "", decorative: true })),
    ).toBe("Kim Park marked an image as decorative");
  });
});
