import type { SecondFactorMethod, SecondFactorState } from "@shared/schemas/second-factor";
import { STAFF_ROLES, type StaffRole } from "@shared/schemas/staff-roles";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { preparedPerDatabase } from "../../../db/prepared";
import { siteSettings, staffPasskeys, staffTotp } from "../../../db/schema";

/** site_settings key of the roles that must have a second factor. */
const REQUIRED_SETTING = "require_second_factor";

/** The second factors an account has, in the order the login page offers them. */
export async function secondFactorMethods(
  db: Database,
  adminId: number,
): Promise<SecondFactorMethod[]> {
  const [app, passkey] = await Promise.all([
    db
      .select({ adminId: staffTotp.adminId })
      .from(staffTotp)
      .where(and(eq(staffTotp.adminId, adminId), isNotNull(staffTotp.confirmedAt))),
    db
      .select({ id: staffPasskeys.id })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.adminId, adminId))
      .limit(1),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (app.length > 0) methods.push("totp");
  if (passkey.length > 0) methods.push("passkey");
  return methods;
}

/** The roles whose accounts must have a second factor (none until an admin says so). */
export async function rolesRequiringSecondFactor(db: Database): Promise<StaffRole[]> {
  const [row] = await requiredRolesStatement(db).execute();
  const stored = Array.isArray(row?.value) ? (row.value as unknown[]) : [];
  return STAFF_ROLES.filter((role) => stored.includes(role));
}

/** Asked on every signed-in request (require-second-factor.ts): built and prepared once. */
const requiredRolesStatement = preparedPerDatabase((db) =>
  db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, REQUIRED_SETTING))
    .prepare("roles_requiring_second_factor"),
);

export async function saveRolesRequiringSecondFactor(
  db: Database,
  roles: StaffRole[],
): Promise<StaffRole[]> {
  await db
    .insert(siteSettings)
    .values({ key: REQUIRED_SETTING, value: roles })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: roles, updatedAt: sql`now()` } });
  return rolesRequiringSecondFactor(db);
}

/** What GET /me tells the back office about the account's second factors. */
export async function secondFactorState(
  db: Database,
  account: { id: number; role: StaffRole },
): Promise<SecondFactorState> {
  const [methods, required] = await Promise.all([
    secondFactorMethods(db, account.id),
    rolesRequiringSecondFactor(db),
  ]);
  return { methods, setupRequired: methods.length === 0 && required.includes(account.role) };
}
