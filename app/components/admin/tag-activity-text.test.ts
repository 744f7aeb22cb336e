import { describe, expect, it } from "vitest";
import { recordTagsChange, siteTagChange } from "./tag-activity-text";

describe("tag entries of the activity log in words", () => {
  it("names what a record gained and lost", () => {
    const tag = (name: string) => ({ id: 1, name });
    expect(recordTagsChange({ added: [tag("Drought")], removed: [] })).toBe(
      "added the tag “Drought”",
    );
    expect(
      recordTagsChange({ added: [tag("a"), tag("b"), tag("c")], removed: [tag("<b>x</b>")] }),
    ).toBe("added the tags “a”, “b” and “c” and removed the tag “<b>x</b>”");
    expect(recordTagsChange({})).toBe("changed the tags");
  });

  it("tells a creation, rename, recolour and deletion apart", () => {
    const tag = { id: 1, name: "Drought", colour: "amber" };
    expect(siteTagChange({ change: "created", tag })).toBe("created the tag “Drought”");
    expect(siteTagChange({ change: "deleted", tag, records: 3 })).toBe("deleted the tag “Drought”");
    expect(siteTagChange({ change: "changed", tag, from: { name: "Dry", colour: "amber" } })).toBe(
      "renamed the tag “Dry” to “Drought”",
    );
    expect(
      siteTagChange({ change: "changed", tag, from: { name: "Drought", colour: "red" } }),
    ).toBe("changed the colour of the tag “Drought”");
  });
});
