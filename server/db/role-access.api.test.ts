import { mayUse, ROLE_ACCESS, STAFF_ROLES } from "@shared/schemas/staff-roles";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/test-app";
import type { DatabaseHandle } from "./client";
import { roleMayUse } from "./role-access";
import { rowsOf } from "./rows";
import { admins } from "./schema";

let database: DatabaseHandle;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  await database.db
    .insert(admins)
    .values(STAFF_ROLES.map((role) => ({ username: `${role}-account`, role })));
});
afterAll(() => dispose());

describe("roleMayUse", () => {
  it.each(Object.keys(ROLE_ACCESS) as (keyof typeof ROLE_ACCESS)[])(
    "picks in SQL exactly the roles ROLE_ACCESS lets use %s",
    async (area) => {
      const rows = await database.db
        .select({ role: admins.role })
        .from(admins)
        .where(roleMayUse(admins.role, area))
        .orderBy(asc(admins.id));
      expect(rows.map((row) => row.role)).toEqual(STAFF_ROLES.filter((role) => mayUse(role, area)));
    },
  );

  it("works inside a sql template, as in a raw query", async () => {
    const rows = await rowsOf<{ username: string }>(
      database.db,
      sql`select ${admins.username} as username from ${admins}
          where ${roleMayUse(admins.role, "administration")}`,
    );
    expect(rows.map((row) => row.username)).toEqual(["admin-account"]);
  });
});
