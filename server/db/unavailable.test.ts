import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable, storageFailureOf, WriteFailureWatch } from "./unavailable";

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

describe("storageFailureOf", () => {
  it("names a full disk, a lack of resources and an I/O error, from PostgreSQL or the system", () => {
    const cases: [string, string][] = [
      ["53100", "disk full (SQLSTATE 53100)"],
      ["53000", "insufficient resources (SQLSTATE 53000)"],
      ["58030", "I/O error (SQLSTATE 58030)"],
      ["ENOSPC", "disk full (ENOSPC)"],
      ["EDQUOT", "disk quota exceeded (EDQUOT)"],
      ["EIO", "I/O error (EIO)"],
    ];
    for (const [code, cause] of cases) {
      expect(storageFailureOf(withCode(code))).toEqual({ cause, detail: "driver error" });
    }
  });

  it("reads through Drizzle's wrapper and keeps the database's own words", () => {
    const driverError = Object.assign(
      new Error('could not extend file "base/5/16400": No space left on device'),
      { code: "53100" },
    );
    const wrapped = new Error("Failed query: insert into …", { cause: driverError });
    expect(storageFailureOf(wrapped)).toEqual({
      cause: "disk full (SQLSTATE 53100)",
      detail: 'could not extend file "base/5/16400": No space left on device',
    });
  });

  it("leaves memory, connection limits, statement limits and the rest alone", () => {
    for (const code of ["53200", "53300", "53400", "23505", "57P01", "ECONNREFUSED"]) {
      expect(storageFailureOf(withCode(code)), code).toBeUndefined();
    }
    expect(storageFailureOf(new Error("No space left on device"))).toBeUndefined();
    expect(storageFailureOf(undefined)).toBeUndefined();
  });
});

describe("WriteFailureWatch", () => {
  const diskFull = { cause: "disk full (SQLSTATE 53100)", detail: "could not extend file" };
  const watch = () => {
    const log = { error: vi.fn(), info: vi.fn() };
    return { log, writes: new WriteFailureWatch(log) };
  };

  it("logs the first failure with its cause and only counts the next ones", () => {
    const { log, writes } = watch();
    const error = new Error("x");
    writes.failed(diskFull, error);
    writes.failed(diskFull, error);
    writes.failed({ cause: "I/O error (EIO)", detail: undefined }, error);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      { err: error, ...diskFull },
      "writes failing: the database cannot store data: disk full (SQLSTATE 53100)",
    );
    expect(writes.failure).toEqual({ cause: diskFull.cause, since: expect.any(Date) });
  });

  it("logs the recovery once, with how many writes failed, and forgets the failure", () => {
    const { log, writes } = watch();
    writes.succeeded();
    expect(log.info).not.toHaveBeenCalled();
    writes.failed(diskFull, new Error("x"));
    writes.failed(diskFull, new Error("x"));
    writes.succeeded();
    writes.succeeded();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[0]).toMatchObject({ cause: diskFull.cause, failedWrites: 2 });
    expect(writes.failure).toBeUndefined();
    writes.failed(diskFull, new Error("again"));
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});
