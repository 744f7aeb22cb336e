import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string) => Object.assign(new Error("driver error"), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a database that cannot be reached or is going away", () => {
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P01"))).toBe(true); // admin shutdown
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true); // connection failure
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("reads through the wrapper Drizzle puts around the driver's error", () => {
    const wrapped = new Error("Failed query: insert into …", { cause: withCode("57P03") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("leaves query and programming errors alone", () => {
    expect(isDatabaseUnavailable(withCode("23505"))).toBe(false); // unique violation
    expect(isDatabaseUnavailable(withCode("42P01"))).toBe(false); // undefined table
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
