import type { StaffRef } from "@shared/schemas/perspective-revisions";
import { admins } from "../../../db/schema";

/** The columns naming a staff account in an answer (joined, so null once it is deleted). */
export const staffRefColumns = {
  id: admins.id,
  username: admins.username,
  displayName: admins.displayName,
};

/** A left-joined account as a StaffRef, or null when none was joined. */
export function staffRef(row: {
  id: number | null;
  username: string | null;
  displayName: string | null;
}): StaffRef | null {
  return row.id === null || row.username === null
    ? null
    : { id: row.id, username: row.username, displayName: row.displayName };
}
