import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roleMayUse } from "../../db/role-access";
import { admins } from "../../db/schema";

/**
 * Who may own a submission: active staff whose role works the inboxes. An editor is staff
 * but never sees an inbox, so owning a record would hide it from everyone who works it.
 */
const mayOwn = and(eq(admins.active, true), roleMayUse(admins.role, "submissions"));

const staffRef = { id: admins.id, username: admins.username, displayName: admins.displayName };

/** GET /api/admin/assignees: the owner select's choices, by the name people go by. */
export async function listAssignees(db: Database) {
  return db
    .select(staffRef)
    .from(admins)
    .where(mayOwn)
    .orderBy(asc(sql`lower(coalesce(${admins.displayName}, ${admins.username}))`), asc(admins.id));
}

/** Whether `id` names someone who may own a submission (read inside the assigning transaction). */
export async function mayBeAssigned(db: Pick<Database, "select">, id: number) {
  const [found] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.id, id), mayOwn))
    .for("share");
  return found !== undefined;
}
