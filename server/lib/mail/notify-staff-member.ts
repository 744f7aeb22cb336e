import type { NotifyChoice } from "@shared/schemas/mail";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { roleMayUse } from "../../db/role-access";
import { admins } from "../../db/schema";
import { enqueueForStaff, enqueueMail, type QueuedMail } from "./outbox";

/** A database or an open transaction. */
type Writer = Pick<Database, "insert" | "select">;

/**
 * Tells one member of staff about something on a submission as their `notify` setting says
 * (contract §11, §13): `instant` queues the mail now (when they gave an address), `daily`
 * leaves it to the digest, which lists it from what was stored, and `off` says nothing.
 * Answers which it was, or `unavailable` when they may no longer work the inboxes (inactive,
 * or in a role that does not), so the caller can tell someone else instead.
 */
export async function notifyStaffMember(
  writer: Writer,
  staffId: number,
  mail: QueuedMail,
): Promise<NotifyChoice | "unavailable"> {
  const [member] = await writer
    .select({ email: admins.email, notify: admins.notify })
    .from(admins)
    .where(
      and(eq(admins.id, staffId), eq(admins.active, true), roleMayUse(admins.role, "submissions")),
    );
  if (!member) return "unavailable";
  if (member.notify === "instant" && member.email) {
    await enqueueMail(writer, { ...mail, recipient: member.email });
  }
  return member.notify;
}

/**
 * Tells a record's people of something on it (contract §13): each active owner as their
 * `notify` says, or, when none of them may still work the record (no owner, or none active
 * in a role that works the inboxes), every `instant` member of staff, once.
 */
export async function notifyOwnersOrInstantStaff(
  writer: Writer,
  ownerIds: readonly (number | null)[],
  mail: QueuedMail,
): Promise<void> {
  let told = false;
  for (const ownerId of new Set(ownerIds)) {
    if (ownerId !== null && (await notifyStaffMember(writer, ownerId, mail)) !== "unavailable") {
      told = true;
    }
  }
  if (!told) await enqueueForStaff(writer, mail, "instant");
}
