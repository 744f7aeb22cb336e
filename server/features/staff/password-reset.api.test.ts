import { PASSWORD_RESET_MESSAGES } from "@shared/schemas/sessions";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInStaff } from "../../../tests/support/admin-session";
import { mailWorldForThisFile, recipientsOf } from "../../../tests/support/mail-test-app";
import { postJson, TEST_PUBLIC_URL } from "../../../tests/support/test-app";
import {
  activityLog,
  admins,
  mailOutbox,
  passwordResetRequests,
  passwordResetTokens,
} from "../../db/schema";

/** Contract §16: a forgotten password, by a single-use link mailed through a real SMTP server. */
const world = mailWorldForThisFile();

let addresses = 0;
/** A client address of its own per call site, so the per-address limit is only met on purpose. */
const freshAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

const ask = (login: unknown, remoteAddress = freshAddress()) =>
  postJson(world.t.app, "/api/admin/password-reset", { login }, { remoteAddress });
const reset = (token: string, password = "a brand new password") =>
  postJson(world.t.app, `/api/admin/password-reset/${token}`, { password });
const logIn = (username: string, password: string) =>
  postJson(world.t.app, "/api/admin/login", { username, password });

let people = 0;
/** A reviewer with an address and a live session, made for one test. */
async function person(email: string | null = "auto") {
  people += 1;
  const username = `forgetful-${people}`;
  const { account, cookie } = await signedInStaff(world.t, "reviewer", username);
  const address = email === "auto" ? `${username}@studio.example` : email;
  await world.t.database.db.update(admins).set({ email: address }).where(eq(admins.id, account.id));
  return { id: account.id, username, email: address, password: "reviewer password 123", cookie };
}

const linkIn = (text: string) => text.match(/http:\/\/localhost:3000\/admin\/reset\/([\w-]{43})/);

/** Asks for a link for `login` and answers the token the mail carried. */
async function mailedToken(login: string) {
  expect((await ask(login)).statusCode).toBe(202);
  const mail = await world.deliveredMail();
  const token = linkIn(mail.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset link mailed: ${JSON.stringify(mail.map((m) => m.text))}`);
  return token;
}

describe("POST /api/admin/password-reset", () => {
  it("answers the same 202 whether or not an active account with an e-mail matches", async () => {
    const known = await person();
    const noAddress = await person(null);
    const inactive = await person();
    await world.t.database.db
      .update(admins)
      .set({ active: false })
      .where(eq(admins.id, inactive.id));
    const answers = [];
    for (const login of [known.username, "nobody-at-all", noAddress.username, inactive.username]) {
      const response = await ask(login);
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 202,
      body: { message: PASSWORD_RESET_MESSAGES.requested },
    });
    expect(recipientsOf(await world.deliveredMail())).toEqual([known.email]);
  });

  it("mails a single link under PUBLIC_URL, valid an hour, found by username or e-mail in any case", async () => {
    const account = await person();
    expect((await ask(account.username.toUpperCase())).statusCode).toBe(202);
    expect((await ask(account.email?.toUpperCase())).statusCode).toBe(202);
    const mail = await world.deliveredMail();
    expect(recipientsOf(mail)).toEqual([account.email, account.email]);
    const [first] = mail;
    expect(first?.subject).toBe("Choose a new password for Rootstock Ventures");
    expect(first?.text).toContain(`${TEST_PUBLIC_URL}/admin/reset/`);
    expect(first?.text).toContain(`(${account.username})`);
    expect(first?.text).toContain("The link works once, for 60 minutes.");
    const [stored] = await world.t.database.db
      .select({
        tokenHash: passwordResetTokens.tokenHash,
        minutes: sql<number>`round(extract(epoch from ${passwordResetTokens.expiresAt} - now()) / 60)::int`,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.adminId, account.id));
    const token = linkIn(first?.text ?? "")?.[1] ?? "";
    // Stored only as its hash, for an hour.
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.minutes).toBe(60);
  });

  it("keeps the link out of the outbox once the mail is sent", async () => {
    const account = await person();
    const token = await mailedToken(account.username);
    const rows = await world.t.database.db
      .select({ textBody: mailOutbox.textBody, purpose: mailOutbox.purpose })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, account.email ?? ""));
    expect(rows).toEqual([{ purpose: "password_reset", textBody: expect.any(String) }]);
    expect(rows[0]?.textBody).not.toContain(token);
  });

  it("mails one account at most 3 links an hour, answering 202 all the same", async () => {
    const account = await person();
    for (let i = 0; i < 5; i++) expect((await ask(account.username)).statusCode).toBe(202);
    expect(recipientsOf(await world.deliveredMail())).toEqual(Array(3).fill(account.email));
  });

  it("keeps a request only until the worker's next look, and drops one older than a link's life", async () => {
    const account = await person();
    expect((await ask(account.username)).statusCode).toBe(202);
    const waiting = await world.t.database.db
      .select({ login: passwordResetRequests.login })
      .from(passwordResetRequests);
    expect(waiting).toEqual([{ login: account.username }]);
    // Asked over an hour ago (the worker was stopped meanwhile): whoever asked has moved on.
    await world.t.database.db
      .update(passwordResetRequests)
      .set({ createdAt: sql`now() - interval '61 minutes'` });
    expect(await world.deliveredMail()).toEqual([]);
    expect(await world.t.database.db.select().from(passwordResetRequests)).toEqual([]);
    expect((await ask(account.username)).statusCode).toBe(202);
    expect(recipientsOf(await world.deliveredMail())).toEqual([account.email]);
    expect(await world.t.database.db.select().from(passwordResetRequests)).toEqual([]);
  });

  it("answers 429 with Retry-After after 10 requests from one address in an hour", async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await ask(`someone-${i}`, address)).statusCode).toBe(202);
    const limited = await ask("someone-else", address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3500);
    expect(limited.json().message).toMatch(/Too many password reset requests/);
    expect((await ask("someone-else")).statusCode).toBe(202);
  });

  it.each([{}, { login: "" }, { login: "   " }, { login: 42 }, { login: "x".repeat(255) }])(
    "answers 400 for %j",
    async (body) => {
      const response = await postJson(world.t.app, "/api/admin/password-reset", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe("login");
    },
  );
});

describe("POST /api/admin/password-reset/{token}", () => {
  it("sets the password, ends every session of the account and logs password_reset", async () => {
    const account = await person();
    const token = await mailedToken(account.username);
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.done });
    // No session is started: the person signs in (with their second factor, if any).
    expect(response.cookies.find((cookie) => cookie.name === "rs_session")).toBeUndefined();
    const me = await world.call("GET", "/api/admin/me", account.cookie);
    expect(me.statusCode).toBe(401);
    expect((await logIn(account.username, account.password)).statusCode).toBe(401);
    expect((await logIn(account.username, "a brand new password")).statusCode).toBe(200);
    const entries = await world.t.database.db
      .select({ actorId: activityLog.actorId, details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.action, "password_reset"), eq(activityLog.subjectId, account.id)));
    expect(entries).toEqual([
      { actorId: account.id, details: { username: account.username, sessionsEnded: 1 } },
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it("works once: the same link, and any other link of the account, is then a 404", async () => {
    const account = await person();
    const older = await mailedToken(account.username);
    const newer = await mailedToken(account.username);
    expect((await reset(newer)).statusCode).toBe(200);
    for (const token of [newer, older]) {
      const again = await reset(token, "yet another password");
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.linkGone });
    }
    expect((await logIn(account.username, "a brand new password")).statusCode).toBe(200);
  });

  it("answers 404 once the hour has passed", async () => {
    const account = await person();
    const token = await mailedToken(account.username);
    await world.t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.adminId, account.id));
    expect((await reset(token)).statusCode).toBe(404);
    expect((await logIn(account.username, account.password)).statusCode).toBe(200);
  });

  it("answers 404 for an account deactivated since the link was sent", async () => {
    const account = await person();
    const token = await mailedToken(account.username);
    await world.t.database.db
      .update(admins)
      .set({ active: false })
      .where(eq(admins.id, account.id));
    expect((await reset(token)).statusCode).toBe(404);
  });

  it("is spent by a password change made meanwhile", async () => {
    const account = await person();
    const token = await mailedToken(account.username);
    const changed = await world.call("POST", "/api/admin/change-password", account.cookie, {
      currentPassword: account.password,
      newPassword: "changed in settings",
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(404);
  });

  it.each(["A".repeat(43), "short", "../../login", `${"a".repeat(42)}!`])(
    "answers 404 for the unknown or malformed token %s",
    async (token) => {
      const response = await reset(encodeURIComponent(token));
      expect(response.statusCode).toBe(404);
    },
  );

  it("answers 400 for a password under 8 characters, and keeps the link alive", async () => {
    const account = await person();
    const token = await mailedToken(account.username);
    const short = await reset(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ path: "password" });
    expect((await reset(token)).statusCode).toBe(200);
  });
});
