import { admins } from "../../db/schema";

/** What of an admin ever leaves the server: never the password hash. */
export const adminAccountColumns = {
  id: admins.id,
  username: admins.username,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
};

export type AdminAccountRow = {
  id: number;
  username: string;
  createdAt: Date;
  updatedAt: Date;
};
