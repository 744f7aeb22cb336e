import { execFile } from "node:child_process";
import { access, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../tests/support/test-app";
import { openDatabase } from "../db/client";
import {
  activityLog,
  admins,
  sessions,
  staffPasskeys,
  staffRecoveryCodes,
  staffTotp,
} from "../db/schema";
import { verifyPassword } from "../features/staff/password";
import { createSession } from "../features/staff/sessions";

const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(repositoryRoot, "node_modules/tsx/dist/cli.mjs");

let dataDir: string;

/** Runs what `npm run admin -- …` runs, with the password piped in as an operator would. */
function runAdminCommand(args: string[], stdin: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [tsx, "server/cli/admin.ts", ...args],
      // Only what the command needs: the embedded database in a folder of its own (and no
      // DATABASE_URL, whatever a `.env` in the project says).
      {
        cwd: repositoryRoot,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

/** Opens the command's database after it has exited (PGlite allows one process at a time). */
async function withDatabase<T>(
  read: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
) {
  const database = await openDatabase({ dataDir, migrationsFolder });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "admin-cli-"));
  // The site's first start creates its database; the command only ever opens that one.
  await withDatabase(async () => {});
}, 60_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("npm run admin", () => {
  it("create <username> stores an admin with a hash of the piped password", async () => {
    const result = await runAdminCommand(["create", "bob"], "secret123\n");
    expect(result).toMatchObject({ code: 0, stdout: 'Created admin "bob".\n' });

    const [bob] = await withDatabase((db) => db.select().from(admins));
    expect(bob?.username).toBe("bob");
    expect(bob?.passwordHash).not.toContain("secret123");
    expect(await verifyPassword("secret123", bob?.passwordHash ?? "")).toBe(true);
  }, 30_000);

  it("create refuses a username that is taken", async () => {
    const result = await runAdminCommand(["create", "bob"], "other-password\n");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('An admin named "bob" already exists.');
  }, 30_000);

  it("reset-password <username> sets the new password and ends that admin's sessions", async () => {
    await withDatabase(async (db) => {
      const [bob] = await db.select().from(admins);
      await createSession(db, bob?.id ?? 0, { ip: "127.0.0.1", userAgent: undefined });
    });

    const result = await runAdminCommand(["reset-password", "bob"], "brand-new-one\r\n");
    expect(result.code).toBe(0);

    await withDatabase(async (db) => {
      const [bob] = await db.select().from(admins);
      expect(await verifyPassword("brand-new-one", bob?.passwordHash ?? "")).toBe(true);
      expect(await db.select().from(sessions)).toEqual([]);
    });
  }, 30_000);

  it("refuses a DATA_DIR that holds no database, naming the folder and how to set it", async () => {
    const elsewhere = path.join(dataDir, "not-the-site");
    const result = await runAdminCommand(["create", "carol"], "secret123\n", {
      DATA_DIR: elsewhere,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No database in DATA_DIR ${elsewhere}.`);
    expect(result.stderr).toContain("Set DATA_DIR in .env or the environment");
    // Nothing was created there: the admin would have gone to a database no site reads.
    await expect(access(elsewhere)).rejects.toThrow();
  }, 30_000);

  it("clear-second-factors <username> removes the app, its recovery codes and the passkeys, logged", async () => {
    await runAdminCommand(["create", "dana"], "secret123\n");
    const danaId = await withDatabase(async (db) => {
      const [dana] = await db.select().from(admins).where(eq(admins.username, "dana"));
      if (!dana) throw new Error("dana was not created");
      await db
        .insert(staffTotp)
        .values({ adminId: dana.id, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() });
      await db.insert(staffRecoveryCodes).values({ adminId: dana.id, codeHash: "a-hash" });
      await db.insert(staffPasskeys).values([
        { adminId: dana.id, credentialId: "cred-1", publicKey: "key-1", name: "Phone" },
        { adminId: dana.id, credentialId: "cred-2", publicKey: "key-2", name: "Laptop" },
      ]);
      return dana.id;
    });

    // No password is asked for: the operator's access to the database is the authority.
    const result = await runAdminCommand(["clear-second-factors", "dana"], "");
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('Removed the authenticator app and 2 passkeys of "dana"');

    await withDatabase(async (db) => {
      for (const table of [staffTotp, staffRecoveryCodes, staffPasskeys]) {
        expect(await db.select().from(table).where(eq(table.adminId, danaId))).toEqual([]);
      }
      const entries = await db
        .select()
        .from(activityLog)
        .where(
          and(eq(activityLog.action, "second_factor_removed"), eq(activityLog.subjectId, danaId)),
        );
      expect(entries.map((entry) => [entry.actorId, entry.details])).toEqual([
        [null, { method: "all", by: "operator", totp: true, passkeys: 2 }],
      ]);
    });
  }, 60_000);

  it.each([
    ["an unknown admin", ["clear-second-factors", "nobody"], "", 'No admin is named "nobody".'],
    [
      "an unknown admin",
      ["reset-password", "nobody"],
      "long-enough\n",
      'No admin is named "nobody".',
    ],
    ["a password under 6 characters", ["create", "carol"], "short\n", "at least 6 characters"],
    ["no password at all", ["create", "carol"], "", "No password on standard input."],
    ["an unknown command", ["delete", "bob"], "", "Usage:"],
  ])(
    "fails with a clear message for %s",
    async (_label, args, stdin, message) => {
      const result = await runAdminCommand(args, stdin);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
    },
    30_000,
  );
});
