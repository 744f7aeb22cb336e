import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { nulPaths } from "./refuse-nul";

describe("nulPaths", () => {
  it("names every string holding NUL, as validation errors name fields", () => {
    expect(
      nulPaths({
        name: "Ada\u0000",
        email: "ada@example.com",
        sectors: ["forestry", "o\u0000ther"],
        nested: { deeper: [{ text: "\u0000" }] },
        "ke\u0000y": "fine",
      }),
    ).toEqual(["ke\\u0000y", "name", "nested.deeper.0.text", "sectors.1"]);
  });

  it("finds nothing in clean input, numbers, booleans and null", () => {
    expect(nulPaths({ a: "text", b: 1, c: true, d: null, e: [1, "x", { f: "y" }] })).toEqual([]);
    expect(nulPaths(undefined)).toEqual([]);
  });

  it("takes a bare string, and a null-prototype object (parsed query strings)", () => {
    expect(nulPaths("a\u0000b")).toEqual([""]);
    const query = Object.assign(Object.create(null), { search: "a\u0000b" });
    expect(nulPaths(query)).toEqual(["search"]);
  });

  it("leaves streams and buffers alone (the pages' unread request bodies)", () => {
    const stream = Readable.from(["a\u0000b"]);
    expect(nulPaths(stream)).toEqual([]);
    expect(nulPaths(Buffer.from("a\u0000b"))).toEqual([]);
    expect(nulPaths({ body: stream })).toEqual([]);
  });

  it("walks very deep nesting without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(nulPaths(deep)).toHaveLength(1);
  });
});
