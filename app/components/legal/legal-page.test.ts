import { describe, expect, it } from "vitest";
import { isoDateOf } from "./legal-page";

describe("isoDateOf", () => {
  it("reads the date the legal pages show", () => {
    expect(isoDateOf("May 1, 2025")).toBe("2025-05-01");
    expect(isoDateOf("December 31, 2024")).toBe("2024-12-31");
  });

  it("gives nothing for what is not such a date", () => {
    expect(isoDateOf("February 30, 2025")).toBeUndefined();
    expect(isoDateOf("Smarch 1, 2025")).toBeUndefined();
    expect(isoDateOf("2025-05-01")).toBeUndefined();
  });
});
