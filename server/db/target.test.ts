import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  describeTarget,
  howToPointAtSiteDatabase,
  isConnectionFailure,
  splitPassword,
  unreachableMessage,
  withoutPassword,
} from "./target";

describe("describeTarget", () => {
  it("names an embedded database by its absolute folder", () => {
    expect(describeTarget({ dataDir: "./data" })).toBe(`DATA_DIR ${path.resolve("data")}`);
  });

  it("names a PostgreSQL database by its URL without the password", () => {
    expect(
      describeTarget({
        databaseUrl:
          "postgres://site:hunter2@db.example:5432/site?password=hunter2&sslmode=require",
        dataDir: "./data",
      }),
    ).toBe("DATABASE_URL postgres://site@db.example:5432/site?sslmode=require");
  });
});

describe("withoutPassword", () => {
  it("keeps a URL without a password as it is", () => {
    expect(withoutPassword("postgresql://localhost/site")).toBe("postgresql://localhost/site");
  });

  it("never echoes what it cannot parse", () => {
    expect(withoutPassword("postgres://site:hunter2@[bad")).toBe("(not a valid URL)");
  });
});

describe("splitPassword", () => {
  it("takes the password out of the URL, decoded, for PGPASSWORD", () => {
    expect(splitPassword("postgres://site:p%40ss%3Aword@db.internal:5432/site")).toEqual({
      dbname: "postgres://site@db.internal:5432/site",
      password: "p@ss:word",
    });
  });

  it("takes a password given as a parameter", () => {
    expect(splitPassword("postgres://site@db/site?password=hunter2&sslmode=require")).toEqual({
      dbname: "postgres://site@db/site?sslmode=require",
      password: "hunter2",
    });
  });

  it("has no password when the URL carries none", () => {
    expect(splitPassword("postgresql://localhost/site")).toEqual({
      dbname: "postgresql://localhost/site",
      password: undefined,
    });
  });
});

describe("unreachableMessage", () => {
  it("tells what was tried, why it failed and which variable to set", () => {
    const target = { databaseUrl: "postgres://site:hunter2@127.0.0.1:1/site", dataDir: "./data" };
    expect(unreachableMessage(target, "connect ECONNREFUSED 127.0.0.1:1\n")).toBe(
      "Could not reach DATABASE_URL postgres://site@127.0.0.1:1/site: connect ECONNREFUSED 127.0.0.1:1\n" +
        howToPointAtSiteDatabase(target),
    );
    expect(howToPointAtSiteDatabase(target)).toContain(
      "Set DATABASE_URL in .env or the environment",
    );
    expect(howToPointAtSiteDatabase({ dataDir: "./data" })).toContain(
      "Set DATA_DIR in .env or the environment",
    );
  });
});

describe("isConnectionFailure", () => {
  it.each([
    'pg_dump: error: connection to server at "127.0.0.1", port 1 failed: Connection refused',
    'FATAL:  database "site" does not exist',
    'password authentication failed for user "site"',
    "connect ECONNREFUSED 127.0.0.1:5432",
    "getaddrinfo ENOTFOUND db.example",
  ])("recognises %s", (text) => {
    expect(isConnectionFailure(text)).toBe(true);
  });

  it("leaves other failures to be told as they are", () => {
    expect(isConnectionFailure('pg_restore: error: relation "admins" does not exist')).toBe(false);
    expect(isConnectionFailure("pg_dump: error: aborting because of server version mismatch")).toBe(
      false,
    );
  });
});
