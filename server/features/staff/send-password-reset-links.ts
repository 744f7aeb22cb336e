import { PASSWORD_RESET_VALID_MINUTES } from "@shared/schemas/sessions";
import { and, asc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { admins, passwordResetRequests, passwordResetTokens } from "../../db/schema";
import { enqueueMail } from "../../lib/mail/outbox";
import { type LimitBudget, spendLimitHit } from "../../lib/rate-limit-counter";
import { newInviteToken } from "./invite-token";
import { passwordResetMail } from "./password-reset-mail";

/** Mails per account, however many addresses ask: nobody's inbox is bombed through us. */
const PER_ACCOUNT: LimitBudget = { hits: 3, windowSeconds: 60 * 60 };

/** Requests answered in one look; a full batch has the worker look again at once. */
export const RESET_REQUESTS_PER_LOOK = 50;

/** Whom a login names: an e-mail address (it has an @) or a username, in any case. */
const matchesLogin = (login: string) =>
  login.includes("@")
    ? sql`lower(${admins.email}) = lower(${login})`
    : sql`lower(${admins.username}) = lower(${login})`;

/**
 * Answers up to a look's worth of forgotten-password requests (contract §16, ADR 058): each is
 * deleted, taken `FOR UPDATE SKIP LOCKED` so one instance answers it; when its login names an
 * active account with an address, and that account has had fewer than three links this hour,
 * a single-use link valid an hour is stored (as its hash) and mailed through the outbox. A
 * request older than a link's life is dropped unanswered: whoever asked has moved on. Expired
 * links are deleted on the way. Returns how many requests were taken.
 */
export async function sendPasswordResetLinks(db: Database, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .delete(passwordResetRequests)
      .where(
        inArray(
          passwordResetRequests.id,
          tx
            .select({ id: passwordResetRequests.id })
            .from(passwordResetRequests)
            .orderBy(asc(passwordResetRequests.id))
            .limit(RESET_REQUESTS_PER_LOOK)
            .for("update", { skipLocked: true }),
        ),
      )
      .returning({
        login: passwordResetRequests.login,
        fresh: sql<boolean>`${passwordResetRequests.createdAt} > now() - make_interval(mins => ${PASSWORD_RESET_VALID_MINUTES})`,
      });
    if (taken.length === 0) return 0;
    await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`));
    for (const request of taken) {
      if (request.fresh) await sendLink(tx, publicUrl, request.login);
    }
    return taken.length;
  });
}

async function sendLink(tx: Transaction, publicUrl: string, login: string) {
  const [account] = await tx
    .select({
      id: admins.id,
      username: admins.username,
      displayName: admins.displayName,
      email: admins.email,
    })
    .from(admins)
    .where(and(eq(admins.active, true), isNotNull(admins.email), matchesLogin(login)))
    .orderBy(asc(admins.id))
    .limit(1);
  if (!account?.email) return;
  const withinBudget = await rowsOf(
    tx,
    spendLimitHit(`password-reset account ${account.id}`, PER_ACCOUNT),
  );
  if (withinBudget.length === 0) return;
  const token = newInviteToken();
  await tx.insert(passwordResetTokens).values({
    tokenHash: token.hash,
    adminId: account.id,
    expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_VALID_MINUTES})`,
  });
  const letter = passwordResetMail(publicUrl, account, token.token);
  await enqueueMail(tx, { purpose: "password_reset", recipient: account.email, ...letter });
}
