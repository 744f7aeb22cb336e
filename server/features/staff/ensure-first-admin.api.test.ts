import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { logIn } from "../../../tests/support/admin-session";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { admins } from "../../db/schema";
import { createAdmin } from "./create-admin";
import { ensureFirstAdmin } from "./ensure-first-admin";

/** A logger that keeps what it is told. */
function recordingLog() {
  const lines: { level: "info" | "warn"; message: string }[] = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: "info", message }),
    warn: (message: string) => lines.push({ level: "warn", message }),
  };
}

let testApp: TestApp;
beforeEach(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  await testApp.close();
});

const storedAdmins = () => testApp.database.db.select().from(admins);

describe("ensureFirstAdmin (start-up)", () => {
  it("creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD, without logging the password", async () => {
    const log = recordingLog();
    await ensureFirstAdmin(
      testApp.database.db,
      { username: "root", password: "from-env-123" },
      log,
    );

    expect((await storedAdmins()).map((admin) => admin.username)).toEqual(["root"]);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.message).not.toContain("from-env-123");
    const response = await logIn(testApp.app, { username: "root", password: "from-env-123" });
    expect(response.statusCode).toBe(200);
  });

  it("generates a strong password when ADMIN_PASSWORD is unset and prints it once", async () => {
    const log = recordingLog();
    await ensureFirstAdmin(testApp.database.db, { username: "admin" }, log);

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.level).toBe("warn");
    const password = log.lines[0]?.message.match(/generated password (\S+)/)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect((await logIn(testApp.app, { username: "admin", password })).statusCode).toBe(200);

    // The next start finds the admin: nothing is created or printed again.
    await ensureFirstAdmin(testApp.database.db, { username: "admin" }, log);
    expect(log.lines).toHaveLength(1);
    expect(await storedAdmins()).toHaveLength(1);
  });

  it("does nothing when any admin exists, whatever its name", async () => {
    await createAdmin(testApp.database.db, "someone-else", "their password");
    const log = recordingLog();
    await ensureFirstAdmin(testApp.database.db, { username: "admin", password: "x-x-x-x" }, log);
    expect((await storedAdmins()).map((admin) => admin.username)).toEqual(["someone-else"]);
    expect(log.lines).toEqual([]);
  });

  it("creates one admin when two instances start at once, and only the creator prints", async () => {
    const log = recordingLog();
    await Promise.all([
      ensureFirstAdmin(testApp.database.db, { username: "admin" }, log),
      ensureFirstAdmin(testApp.database.db, { username: "admin" }, log),
    ]);
    expect(await storedAdmins()).toHaveLength(1);
    expect(log.lines).toHaveLength(1);
  });
});
