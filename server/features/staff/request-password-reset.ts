import { PASSWORD_RESET_VALID_MINUTES } from "@shared/schemas/sessions";
import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { admins, mailOutbox, passwordResetTokens } from "../../db/schema";
import type { MailSetup } from "../../lib/mail/outbox";
import { type LimitBudget, secondsUntilReset, spendLimitHit } from "../../lib/rate-limit-counter";
import { newInviteToken } from "./invite-token";
import { passwordResetMail } from "./password-reset-mail";

/** Requests per client address: a person retrying, not a script mailing a staff list. */
const PER_ADDRESS: LimitBudget = { hits: 10, windowSeconds: 60 * 60 };
/** Mails per account, however many addresses ask: nobody's inbox is bombed through us. */
const PER_ACCOUNT: LimitBudget = { hits: 3, windowSeconds: 60 * 60 };

export type ResetRequestResult =
  | { outcome: "accepted" }
  | { outcome: "limited"; retryAfterSeconds: number };

/** Whom a login names: an e-mail address (it has an @) or a username, in any case. */
const matchesLogin = (login: string) =>
  login.includes("@")
    ? sql`lower(${admins.email}) = lower(${login})`
    : sql`lower(${admins.username}) = lower(${login})`;

/**
 * A forgotten-password request (contract §16). The caller learns nothing about whether an
 * account matched: the answer is the same, and so is the work, done in one code path — a
 * token is always made, the same statements always run, and the one that writes the link and
 * its mail simply writes nothing when no active account with an address matched (or that
 * account had its three mails this hour, or mail is not set up). Only the per-address limit
 * answers differently, and it does not depend on the account.
 */
export async function requestPasswordReset(
  db: Database,
  mail: MailSetup,
  login: string,
  ip: string,
): Promise<ResetRequestResult> {
  const token = newInviteToken();
  const addressKey = `password-reset address ${ip}`;
  const result = await db.transaction(async (tx): Promise<ResetRequestResult> => {
    const withinAddressBudget = await rowsOf(tx, spendLimitHit(addressKey, PER_ADDRESS));
    if (withinAddressBudget.length === 0) {
      return {
        outcome: "limited",
        retryAfterSeconds: await secondsUntilReset(tx, addressKey, PER_ADDRESS),
      };
    }
    await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now()`));
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
    // No account still spends a hit, on a key of its own that no one else shares.
    const accountKey = `password-reset account ${account ? account.id : `none ${token.hash}`}`;
    const withinAccountBudget = await rowsOf(tx, spendLimitHit(accountKey, PER_ACCOUNT));
    const recipient = account && withinAccountBudget.length > 0 && mail ? account : undefined;
    const letter = passwordResetMail(
      mail?.publicUrl ?? "",
      recipient ?? { username: login, displayName: null },
      token.token,
    );
    await tx.execute(sql`
      with link as (
        insert into ${passwordResetTokens} (token_hash, admin_id, expires_at)
        select ${token.hash}, ${recipient?.id ?? null}::int,
          now() + make_interval(mins => ${PASSWORD_RESET_VALID_MINUTES})
        where ${recipient?.id ?? null}::int is not null
        returning admin_id
      )
      insert into ${mailOutbox} (purpose, recipient, subject, text_body)
      select 'password_reset', ${recipient?.email ?? null}::text, ${letter.subject}, ${letter.text}
      from link`);
    return { outcome: "accepted" };
  });
  // The worker is woken either way: it looks, and finds the mail or nothing.
  if (result.outcome === "accepted") mail?.queued();
  return result;
}
