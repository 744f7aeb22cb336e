import type { Database } from "../../../db/client";
import { clearLoginFailures, type LoginAttemptKey, reserveLoginAttempt } from "../login-throttle";

export type LimitedAttempt<T> =
  | { outcome: "accepted"; value: T }
  | { outcome: "rejected" }
  | { outcome: "locked-out"; retryAfterSeconds: number };

/**
 * Runs one guess at a secret (a code, a password, a passkey's signature) under §6's limit of
 * 5 failures per username and IP in 15 minutes, the same counter the password step uses, so
 * guesses at either step add up. `check` answers undefined for a wrong guess. The limit is a
 * security control: RATE_LIMITS=off does not lift it.
 */
export async function limitedAttempt<T>(
  db: Database,
  key: LoginAttemptKey,
  check: () => Promise<T | undefined>,
): Promise<LimitedAttempt<T>> {
  const retryAfterSeconds = await reserveLoginAttempt(db, key);
  if (retryAfterSeconds !== undefined) return { outcome: "locked-out", retryAfterSeconds };
  const value = await check();
  if (value === undefined) return { outcome: "rejected" };
  await clearLoginFailures(db, key);
  return { outcome: "accepted", value };
}
