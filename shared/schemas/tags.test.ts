import { describe, expect, it } from "vitest";
import { byTagName, recordTagsPayload, tagFilterValue, tagPatch, tagPayload } from "./tags";

describe("tag payloads (contract §14)", () => {
  it("trims the name and takes only the palette's colours", () => {
    expect(tagPayload.parse({ name: "  Drought ", colour: "amber" })).toEqual({
      name: "Drought",
      colour: "amber",
    });
    expect(tagPayload.safeParse({ name: "x", colour: "pink" }).success).toBe(false);
    expect(tagPayload.safeParse({ name: " ", colour: "red" }).success).toBe(false);
    expect(tagPayload.safeParse({ name: "x".repeat(41), colour: "red" }).success).toBe(false);
  });

  it("wants something to change in a patch", () => {
    expect(tagPatch.safeParse({}).success).toBe(false);
    expect(tagPatch.parse({ colour: "grey" })).toEqual({ colour: "grey" });
  });

  it("counts a repeated tag id once and refuses what is not an id", () => {
    expect(recordTagsPayload.parse({ tagIds: [3, 1, 3] })).toEqual({ tagIds: [3, 1] });
    expect(recordTagsPayload.parse({ tagIds: [] })).toEqual({ tagIds: [] });
    for (const tagIds of [[0], [-2], [1.5], ["1"], null, "1"]) {
      expect(recordTagsPayload.safeParse({ tagIds }).success, JSON.stringify(tagIds)).toBe(false);
    }
  });

  it("reads the tag filter's search as an id", () => {
    expect(tagFilterValue("12")).toBe(12);
    for (const search of ["", "0", "a1", "1.0", "2147483648", "-1"]) {
      expect(tagFilterValue(search), search).toBeUndefined();
    }
  });

  it("orders tags by name whatever the case, then by id", () => {
    const tags = [
      { id: 3, name: "beta", colour: "red" as const },
      { id: 2, name: "Alpha", colour: "red" as const },
      { id: 1, name: "alpha", colour: "red" as const },
    ];
    expect([...tags].sort(byTagName).map((tag) => tag.id)).toEqual([1, 2, 3]);
  });
});
