import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csvCell", () => {
  it.each([
    ["plain text stays as is", "Ada Farmer", "Ada Farmer"],
    ["empty stays empty", "", ""],
    ["null is an empty cell", null, ""],
    ["undefined is an empty cell", undefined, ""],
    ["a number is written as text", 42, "42"],
    ["a comma is quoted", "Cadillac, MI", '"Cadillac, MI"'],
    ["a quote is doubled and quoted", 'the "best" idea', '"the ""best"" idea"'],
    ["a line feed is quoted", "line 1\nline 2", '"line 1\nline 2"'],
    ["a CRLF is quoted", "line 1\r\nline 2", '"line 1\r\nline 2"'],
    ["a quote alone is quoted", '"', '""""'],
  ])("%s", (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ["=", '=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+", "+1 555 0100", "'+1 555 0100"],
    ["-", "-2+3", "'-2+3"],
    ["@", "@SUM(A1)", "'@SUM(A1)"],
    ["tab", "\t=1", "'\t=1"],
    ["carriage return", "\r=1", `"'\r=1"`],
  ])(
    "prefixes a cell starting with %s with a quote mark, so no spreadsheet runs it",
    (_label, value, expected) => {
      expect(csvCell(value)).toBe(expected);
    },
  );

  it("leaves those characters alone when they are not first", () => {
    expect(csvCell("a=b+c-d@e")).toBe("a=b+c-d@e");
  });
});

describe("csvRow", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvRow(["a", null, 3])).toBe("a,,3\r\n");
  });

  it("is read back as written by an RFC 4180 parser", () => {
    const cells = ["=1+1", 'say "hi"', "a,b", "two\nlines", "", "plain", "-5", "@x", "\tx"];
    const [parsed] = parse(csvRow(cells)) as string[][];
    expect(parsed).toEqual(cells.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
  });
});
