import { MAIL_MESSAGES } from "@shared/schemas/mail";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInAdmin, signedInStaff } from "../../../tests/support/admin-session";
import { idea, MAIL_FROM, mailWorldForThisFile } from "../../../tests/support/mail-test-app";
import { createTestApp, postJson } from "../../../tests/support/test-app";
import { admins, mailOutbox } from "../../db/schema";

/** Contract §11: each staff member's choice of mail, and whether mail is set up at all. */
const world = mailWorldForThisFile();

describe("preferences", () => {
  it("PATCH /api/admin/me sets notify, name and e-mail; bad values are 400", async () => {
    const { cookie } = await signedInStaff(world.t, "reviewer", "pat");
    const saved = await world.call("PATCH", "/api/admin/me", cookie, {
      notify: "daily",
      email: "pat@studio.example",
      displayName: "Pat Lee",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      username: "pat",
      notify: "daily",
      email: "pat@studio.example",
      displayName: "Pat Lee",
    });
    expect((await world.call("GET", "/api/admin/me", cookie)).json()).toMatchObject({
      notify: "daily",
    });

    const bad = await world.call("PATCH", "/api/admin/me", cookie, { notify: "hourly" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MAIL_MESSAGES.notify);
    expect(
      (await world.call("PATCH", "/api/admin/me", cookie, { email: "not an address" })).statusCode,
    ).toBe(400);
    expect((await world.call("PATCH", "/api/admin/me", cookie, {})).statusCode).toBe(400);
    // A role is not one's own to change.
    const role = await world.call("PATCH", "/api/admin/me", cookie, {
      role: "admin",
      notify: "off",
    });
    expect(role.statusCode).toBe(200);
    expect(role.json()).toMatchObject({ role: "reviewer", notify: "off" });
  });

  it("starts editors with no mail and everyone else with instant mail", async () => {
    const made = async (role: string, username: string) => {
      const response = await world.call("POST", "/api/admin/staff", world.adminCookie, {
        username,
        role,
      });
      expect(response.statusCode).toBe(201);
      const [row] = await world.t.database.db
        .select({ notify: admins.notify })
        .from(admins)
        .where(eq(admins.username, username));
      return row?.notify;
    };
    expect(await made("editor", "new-editor")).toBe("off");
    expect(await made("reviewer", "new-reviewer")).toBe("instant");
  });

  it("GET /api/admin/mail says mail is set up, for every role", async () => {
    const { cookie } = await signedInStaff(world.t, "editor", "ed-mail");
    const status = await world.call("GET", "/api/admin/mail", cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ enabled: true, from: MAIL_FROM, decksScanned: false });
  });
});

describe("without SMTP_URL", () => {
  it("writes no mail and says so", async () => {
    const quiet = await createTestApp();
    try {
      const cookie = await signedInAdmin(quiet);
      expect(
        (await postJson(quiet.app, "/api/ideas", idea("Quinn", "q@example.com"))).statusCode,
      ).toBe(201);
      const [row] = await quiet.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox);
      expect(row?.n).toBe(0);
      const status = await quiet.app.inject({
        method: "GET",
        url: "/api/admin/mail",
        headers: { cookie },
      });
      expect(status.json()).toEqual({ enabled: false, from: null, decksScanned: false });
    } finally {
      await quiet.close();
    }
  });
});
