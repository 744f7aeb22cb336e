import { describe, expect, it } from "vitest";
import { perspectiveListQuery } from "./perspective-admin-list";

describe("perspectiveListQuery", () => {
  it("defaults to the 50 most recently published, unfiltered", () => {
    expect(perspectiveListQuery.parse({})).toEqual({
      sort: "publishedAt",
      direction: "desc",
      filter: null,
      limit: 50,
      offset: 0,
    });
  });

  it("resolves each filter to what the server matches", () => {
    const filter = (query: Record<string, string>) => perspectiveListQuery.parse(query).filter;
    expect(filter({ filter: "search", search: "  soil  " })).toEqual({
      kind: "search",
      text: "soil",
    });
    expect(filter({ search: "soil" })).toEqual({ kind: "search", text: "soil" });
    expect(filter({ filter: "category", search: "case_study" })).toEqual({
      kind: "category",
      category: "case_study",
    });
  });

  it("filters nothing for a blank value or the category all", () => {
    const filter = (query: Record<string, string>) => perspectiveListQuery.parse(query).filter;
    expect(filter({ filter: "search", search: "  " })).toBeNull();
    expect(filter({ filter: "category", search: "" })).toBeNull();
    expect(filter({ filter: "category", search: "all" })).toBeNull();
  });

  it.each([
    ["sort", { sort: "createdAt" }],
    ["direction", { direction: "down" }],
    ["filter", { filter: "status", search: "x" }],
    ["search", { filter: "category", search: "Case Studies" }],
    ["search", { filter: "category", search: "toString" }],
    ["search", { search: "x".repeat(201) }],
    ["limit", { limit: "501" }],
    ["offset", { offset: "-1" }],
  ])("refuses a bad %s", (path, query) => {
    const result = perspectiveListQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([path]);
  });
});
