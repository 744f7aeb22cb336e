/** PostgreSQL's codes for a constraint refusing a row. */
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

/**
 * Whether a failed statement broke a constraint with this code. Both drivers put the code on
 * the error; Drizzle wraps it, keeping the driver's error as `cause` (a few levels are looked
 * at).
 */
function violated(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique index refused the row (a name already taken). */
export const isUniqueViolation = (error: unknown) => violated(error, UNIQUE_VIOLATION);

/** A foreign key refused the row: what it points at is gone (deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown) => violated(error, FOREIGN_KEY_VIOLATION);

/** A lock was not had within `lock_timeout` (55P03): the statement gave up waiting. */
export const isLockTimeout = (error: unknown) => violated(error, "55P03");
