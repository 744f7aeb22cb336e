import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { admins } from "../../db/schema";
import { createAdmin } from "./create-admin";

type FirstAdmin = { username: string; password?: string };

/**
 * At start-up: when no admin exists, creates one from ADMIN_USERNAME / ADMIN_PASSWORD,
 * or with a random password printed once to the log when ADMIN_PASSWORD is unset.
 */
export async function ensureFirstAdmin(
  db: Database,
  { username, password }: FirstAdmin,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): Promise<void> {
  const [anyAdmin] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (anyAdmin) return;

  const chosenPassword = password ?? randomBytes(18).toString("base64url");
  // Undefined when another instance, starting at the same moment, created it first:
  // then this one has no password to announce.
  const created = await createAdmin(db, username, chosenPassword);
  if (!created) return;
  if (password) {
    log.info(`Created the first admin "${username}" with the password from ADMIN_PASSWORD`);
  } else {
    log.warn(
      `Created the first admin "${username}" with the generated password ${chosenPassword} ` +
        "(shown only this once: sign in and change it under Settings)",
    );
  }
}
