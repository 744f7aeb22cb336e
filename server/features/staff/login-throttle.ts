import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { secondsAgo, secondsInterval } from "../../db/intervals";
import { loginFailures } from "../../db/schema";

/**
 * Brute-force limit (contract §6): after 5 failed logins for one username from one IP
 * within 15 minutes, that pair is refused for 15 minutes. It is a security control,
 * so RATE_LIMITS=off leaves it on.
 */
const LOGIN_FAILURE_LIMIT = 5;
const FAILURE_WINDOW_SECONDS = 15 * 60;
const LOCKOUT_SECONDS = 15 * 60;

/** Namespace for the advisory lock below (the second key is the username and IP). */
const LOGIN_LOCK_CLASS = 727_002;

export type LoginAttemptKey = { username: string; ip: string };

/**
 * Counts this attempt as a failure before the password is even checked (a success
 * clears it), so parallel guesses cannot slip past the limit while hashing runs.
 * Returns the seconds to wait when the pair is locked out, and records nothing then.
 */
export async function reserveLoginAttempt(
  db: Database,
  key: LoginAttemptKey,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    // One attempt per username and IP at a time: the check and the insert are atomic.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOGIN_LOCK_CLASS}, hashtext(${`${key.username}\n${key.ip}`}))`,
    );
    await tx
      .delete(loginFailures)
      .where(lt(loginFailures.failedAt, secondsAgo(FAILURE_WINDOW_SECONDS + LOCKOUT_SECONDS)));

    const newest = tx
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, key.username), eq(loginFailures.ip, key.ip)))
      .orderBy(desc(loginFailures.failedAt))
      .limit(LOGIN_FAILURE_LIMIT)
      .as("newest");
    // Locked while the last 5 failures fell within the window and the last one
    // is less than the lockout old; the wait runs from that last failure.
    const [lockout] = await tx
      .select({
        retryAfterSeconds: sql<number | null>`case
          when count(*) = ${LOGIN_FAILURE_LIMIT}
            and max(${newest.failedAt}) - min(${newest.failedAt}) <= ${secondsInterval(FAILURE_WINDOW_SECONDS)}
          then ceil(extract(epoch from max(${newest.failedAt}) + ${secondsInterval(LOCKOUT_SECONDS)} - now()))::int
          end`,
      })
      .from(newest);
    const retryAfterSeconds = lockout?.retryAfterSeconds ?? 0;
    if (retryAfterSeconds > 0) return retryAfterSeconds;

    await tx.insert(loginFailures).values(key);
    return undefined;
  });
}

/** A successful login forgives the pair's earlier failures. */
export async function clearLoginFailures(db: Database, key: LoginAttemptKey): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, key.username), eq(loginFailures.ip, key.ip)));
}

/**
 * Takes back the failure reserveLoginAttempt counted for an attempt that turned out neither
 * a failure nor a full success (a right password still waiting for its second step).
 */
export async function forgiveThisAttempt(db: Database, key: LoginAttemptKey): Promise<void> {
  const newest = db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, key.username), eq(loginFailures.ip, key.ip)))
    .orderBy(desc(loginFailures.failedAt), desc(loginFailures.id))
    .limit(1);
  await db.delete(loginFailures).where(inArray(loginFailures.id, newest));
}
