import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-app";
import type { DatabaseHandle } from "./client";
import { isForeignKeyViolation, isUniqueViolation } from "./constraint-violation";
import { mediaVariants, tags } from "./schema";

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => {
  await dispose();
});

/** The error a statement failed with (through Drizzle and this database's driver). */
async function failure(statement: () => Promise<unknown>) {
  try {
    await statement();
  } catch (error) {
    return error;
  }
  throw new Error("the statement did not fail");
}

describe("constraint violations, as each driver reports them", () => {
  it("tells a foreign key refusing a row (a variant of an image deleted meanwhile)", async () => {
    const error = await failure(() =>
      database.db.insert(mediaVariants).values({
        mediaId: "00000000-0000-4000-8000-000000000000",
        width: 480,
        format: "webp",
        bytes: Buffer.from([1]),
      }),
    );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it("tells a unique index refusing a row", async () => {
    await database.db.insert(tags).values({ name: "Irrigation", colour: "green" });
    const error = await failure(() =>
      database.db.insert(tags).values({ name: "Irrigation", colour: "green" }),
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
  });
});
