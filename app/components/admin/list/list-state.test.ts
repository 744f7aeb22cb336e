import { describe, expect, it } from "vitest";
import { filterQuery } from "./list-state";

const sort = { field: "createdAt", direction: "desc" } as const;
const query = (url: string) => filterQuery(new URLSearchParams(url), sort).toString();

describe("the list's API query", () => {
  it("sends a filter with its value, or a text search alone", () => {
    expect(query("filter=status&search=new")).toBe(
      "sort=createdAt&direction=desc&filter=status&search=new",
    );
    expect(query("search=farm")).toBe("sort=createdAt&direction=desc&filter=search&search=farm");
  });

  it("sends a filter that takes no value (filter=unread) without a search", () => {
    expect(query("filter=unread")).toBe("sort=createdAt&direction=desc&filter=unread");
  });

  it("sends no filter when none is active", () => {
    expect(query("")).toBe("sort=createdAt&direction=desc");
    expect(query("filter=search")).toBe("sort=createdAt&direction=desc");
  });
});
