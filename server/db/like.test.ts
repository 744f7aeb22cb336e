import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { containsText, escapeLike } from "./like";

describe("escapeLike", () => {
  it("leaves ordinary text as it is", () => {
    expect(escapeLike("Green valley farms")).toBe("Green valley farms");
  });

  it("escapes LIKE's wildcards and its escape character", () => {
    expect(escapeLike("50%_off")).toBe("50\\%\\_off");
    expect(escapeLike("C:\\farm")).toBe("C:\\\\farm");
    expect(escapeLike("\\%")).toBe("\\\\\\%");
  });
});

describe("containsText", () => {
  it("is an ilike on the parenthesised expression with the escaped text as a parameter", () => {
    const query = new PgDialect().sqlToQuery(containsText(sql`name || email`, "a_b%"));
    expect(query.sql).toBe("(name || email) ilike $1");
    expect(query.params).toEqual(["%a\\_b\\%%"]);
  });
});
