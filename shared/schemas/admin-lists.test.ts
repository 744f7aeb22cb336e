import { describe, expect, it } from "vitest";
import {
  CURSOR_MESSAGES,
  investmentInterestExportQuery,
  investmentInterestListQuery,
  recordIdParams,
  startupIdeaListQuery,
  UNREAD_SEARCH_MESSAGE,
} from "./admin-lists";

describe("admin list queries", () => {
  it("default to the newest 50, unfiltered", () => {
    expect(startupIdeaListQuery.parse({})).toEqual({
      sort: "createdAt",
      direction: "desc",
      filter: null,
      limit: 50,
      offset: 0,
      cursor: null,
    });
  });

  it("take a keyset cursor after or before a record, alone and without an offset", () => {
    const cursor = (query: Record<string, string>) => startupIdeaListQuery.parse(query).cursor;
    expect(cursor({ after: "41" })).toEqual({ from: "after", id: 41 });
    expect(cursor({ before: "7", offset: "0" })).toEqual({ from: "before", id: 7 });
    const problem = (query: Record<string, string>) =>
      startupIdeaListQuery.safeParse(query).error?.issues.map((issue) => issue.message);
    expect(problem({ after: "1", before: "2" })).toEqual([CURSOR_MESSAGES.both]);
    expect(problem({ after: "1", offset: "50" })).toEqual([CURSOR_MESSAGES.withOffset]);
    expect(problem({ after: "0" })).toEqual(["after must be a whole number from 1 to 2147483647"]);
  });

  it("resolve each filter to what the server matches", () => {
    const parse = (query: Record<string, string>) => startupIdeaListQuery.parse(query).filter;
    expect(parse({ filter: "search", search: "  soil  " })).toEqual({
      kind: "search",
      text: "soil",
    });
    expect(parse({ search: "soil" })).toEqual({ kind: "search", text: "soil" });
    expect(parse({ filter: "status", search: "contacted" })).toEqual({
      kind: "status",
      status: "contacted",
    });
    expect(parse({ filter: "sector", search: "supply chain & marketplace" })).toEqual({
      kind: "choice",
      values: ["Supply Chain & Marketplace Platforms"],
    });
    expect(
      investmentInterestListQuery.parse({ filter: "investmentAmount", search: "$1000-5000" })
        .filter,
    ).toEqual({ kind: "choice", values: ["$1,001-5,000", "$1,000-5,000"] });
  });

  it("refuses an inherited property name as a sector", () => {
    expect(
      startupIdeaListQuery.safeParse({ filter: "sector", search: "constructor" }).success,
    ).toBe(false);
  });

  it("leave paging out of the export", () => {
    expect(investmentInterestExportQuery.parse({ limit: "1", offset: "2" })).toEqual({
      sort: "createdAt",
      direction: "desc",
      filter: null,
    });
  });
});

describe("recordIdParams", () => {
  it.each([
    ["1", 1],
    ["2147483647", 2147483647],
  ])("accepts %j", (id, expected) => {
    expect(recordIdParams.parse({ id })).toEqual({ id: expected });
  });

  it.each(["0", "-1", "1.0", "01x", "2147483648", ""])("refuses %j", (id) => {
    expect(recordIdParams.safeParse({ id }).success).toBe(false);
  });
});

describe("filter=unread", () => {
  it("takes no value: an empty search, refused otherwise, in the list and the export", () => {
    expect(startupIdeaListQuery.parse({ filter: "unread" }).filter).toEqual({ kind: "unread" });
    expect(investmentInterestExportQuery.parse({ filter: "unread", search: " " }).filter).toEqual({
      kind: "unread",
    });
    const problem = investmentInterestListQuery.safeParse({ filter: "unread", search: "ada" });
    expect(problem.error?.issues.map((issue) => issue.message)).toEqual([UNREAD_SEARCH_MESSAGE]);
  });
});
