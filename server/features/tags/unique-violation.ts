/** PostgreSQL's code for a unique index refusing a row. */
const UNIQUE_VIOLATION = "23505";

/**
 * Whether a failed statement broke a unique index. Both drivers put the code on the error;
 * Drizzle wraps it, keeping the driver's error as `cause` (a few levels are looked at).
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
