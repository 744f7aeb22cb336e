/** Node's socket errors: the database server cannot be reached or dropped the connection. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EAI_AGAIN"]);
/**
 * PostgreSQL's SQLSTATEs for a server that is going away or not taking work: admin or crash
 * shutdown, starting up, too many connections; class 08 is every connection exception.
 */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** What node-postgres and PGlite say, without a code, when there is no connection to use. */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /Cannot use a pool after calling end/,
  /PGlite is closed/,
];

/**
 * Whether an error means the database is unavailable (rather than the request or the code
 * being wrong): answered 503, so clients and load balancers know to try again. Drizzle wraps
 * the driver's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
    }
    if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    current = cause;
  }
  return false;
}
