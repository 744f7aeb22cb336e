import type { NotifyChoice } from "@shared/schemas/mail";
import type { StaffRole } from "@shared/schemas/staff-roles";
import { admins } from "../../db/schema";

/** What of a staff account travels with its session and `GET /me`: never a hash or token. */
export const adminAccountColumns = {
  id: admins.id,
  username: admins.username,
  displayName: admins.displayName,
  email: admins.email,
  role: admins.role,
  notify: admins.notify,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
};

export type AdminAccountRow = {
  id: number;
  username: string;
  displayName: string | null;
  email: string | null;
  role: StaffRole;
  notify: NotifyChoice;
  createdAt: Date;
  updatedAt: Date;
};
