import { type AccessArea, ROLE_ACCESS } from "@shared/schemas/staff-roles";
import { inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The SQL condition "the role in `roleColumn` may use `area`", built from ROLE_ACCESS
 * (shared/schemas/staff-roles.ts), the one place that says which role may do what: the route
 * guard and the admin navigation read the same table with `mayUse`. Any query that picks
 * staff by what they may do (who may own a submission, who is told about one) uses this rather
 * than naming roles, so a change to ROLE_ACCESS reaches the SQL too.
 *
 * It is an ordinary condition, for a query builder or inside a `sql` template:
 *
 *   .where(and(eq(admins.active, true), roleMayUse(admins.role, "submissions")))
 *   sql`… where ${admins.active} and ${roleMayUse(admins.role, "submissions")}`
 */
export function roleMayUse(roleColumn: AnyPgColumn, area: AccessArea): SQL {
  return inArray(roleColumn, [...ROLE_ACCESS[area]]);
}
