/**
 * Operator command: manages admins without the web UI (contract §1).
 *
 *   npm run admin -- create <username>
 *   npm run admin -- reset-password <username>
 *   npm run admin -- clear-second-factors <username>
 *
 * The password (create, reset-password) comes from standard input: typed at a terminal (not echoed, asked
 * twice), or the first line of piped input (`printf 'secret\n' | npm run admin -- …`).
 * It uses the server's environment, `.env` included (DATABASE_URL, or DATA_DIR for the
 * embedded database; stop the server first then, as only one process may open that folder).
 */
// First, for its effect: `.env` joins the environment as it does for `npm start`.
import "../load-env-file";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { adminUsername, newPassword } from "@shared/schemas/admin-auth";
import type { z } from "zod";
import { type DatabaseHandle, openDatabase } from "../db/client";
import {
  type DatabaseTarget,
  describeTarget,
  holdsEmbeddedDatabase,
  howToPointAtSiteDatabase,
  isConnectionFailure,
  reasonOf,
  unreachableMessage,
} from "../db/target";
import { loadEnv } from "../env";
import { createAdmin } from "../features/staff/create-admin";
import { clearSecondFactors } from "../features/staff/second-factor/clear-second-factors";
import { setAdminPassword } from "../features/staff/set-admin-password";

const USAGE = `Usage:
  npm run admin -- create <username>          create an admin
  npm run admin -- reset-password <username>  set a new password and end their sessions
  npm run admin -- clear-second-factors <username>
                                              remove their authenticator app and passkeys
The password is read from standard input.`;

const COMMANDS = ["create", "reset-password", "clear-second-factors"] as const;
type Command = (typeof COMMANDS)[number];
const isCommand = (value: string | undefined): value is Command =>
  (COMMANDS as readonly (string | undefined)[]).includes(value);

/** A problem the operator can fix: printed without a stack trace. */
class CommandError extends Error {}

async function main(args: string[]) {
  const [command, rawUsername, ...extra] = args;
  if (!isCommand(command) || !rawUsername || extra.length) throw new CommandError(USAGE);
  const username = validated(adminUsername, rawUsername);
  const password =
    command === "clear-second-factors" ? null : validated(newPassword, await readPassword());

  const env = loadEnv();
  const database = await openSiteDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
  });
  try {
    if (password === null) {
      const cleared = await clearSecondFactors(database.db, username);
      if (!cleared) throw new CommandError(`No admin is named "${username}".`);
      console.log(
        `Removed ${cleared.totp ? "the authenticator app" : "no authenticator app"} and ` +
          `${cleared.passkeys} passkey${cleared.passkeys === 1 ? "" : "s"} of "${username}": ` +
          "the password alone signs them in now.",
      );
    } else if (command === "create") {
      if (!(await createAdmin(database.db, username, password))) {
        throw new CommandError(`An admin named "${username}" already exists.`);
      }
      console.log(`Created admin "${username}".`);
    } else {
      if (!(await setAdminPassword(database.db, { username }, password))) {
        throw new CommandError(`No admin is named "${username}".`);
      }
      console.log(`Set a new password for "${username}" and ended their sessions.`);
    }
  } finally {
    await database.close();
  }
}

/**
 * The database the site uses, never a new one: an admin stored in a folder the site does not
 * read could never sign in. The site creates its database on its first start.
 */
async function openSiteDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (!target.databaseUrl && !(await holdsEmbeddedDatabase(target.dataDir))) {
    throw new CommandError(
      `No database in ${describeTarget(target)}. ${howToPointAtSiteDatabase(target)} ` +
        "(A new site creates its database on its first `npm start`.)",
    );
  }
  try {
    return await openDatabase({ ...target, migrationsFolder: path.resolve("drizzle") });
  } catch (error) {
    const reason = reasonOf(error);
    if (target.databaseUrl && isConnectionFailure(reason)) {
      throw new CommandError(unreachableMessage(target, reason));
    }
    throw error;
  }
}

function validated<Schema extends z.ZodType>(schema: Schema, value: string): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new CommandError(result.error.issues[0]?.message ?? "Invalid input");
  return result.data;
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await promptHidden("Password: ");
    if ((await promptHidden("Repeat the password: ")) !== password) {
      throw new CommandError("The two passwords differ.");
    }
    return password;
  }
  let input = "";
  for await (const chunk of process.stdin) input += chunk;
  const [firstLine = ""] = input.split(/\r?\n/);
  if (!firstLine) throw new CommandError("No password on standard input.");
  return firstLine;
}

/** Asks at the terminal without echoing what is typed. */
async function promptHidden(question: string): Promise<string> {
  process.stdout.write(question);
  // Readline echoes into this stream, which swallows it.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const terminal = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await new Promise<string>((resolve, reject) => {
      terminal.on("SIGINT", () => reject(new CommandError("Cancelled.")));
      terminal.question("").then(resolve, reject);
    });
  } finally {
    terminal.close();
    process.stdout.write("\n");
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof CommandError ? error.message : error);
    process.exit(1);
  },
);
