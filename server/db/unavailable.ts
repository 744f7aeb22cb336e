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

/** A restart or failover is usually over within seconds (the app reconnects by itself). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Someone has to free space after a full disk: a minute between tries spares both sides. */
export const CANNOT_SAVE_RETRY_AFTER_SECONDS = 60;

/**
 * Whether an error means the database is unavailable (rather than the request or the code
 * being wrong): answered 503, so clients and load balancers know to try again. Drizzle wraps
 * the driver's error, so the whole `cause` chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some(({ code, message }) => {
    if (
      code &&
      (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
    ) {
      return true;
    }
    return message !== undefined && MESSAGES.some((pattern) => pattern.test(message));
  });
}

/**
 * Errors that mean the database cannot store anything now, whatever was asked (ADR 027):
 * PostgreSQL's (and PGlite's, the same server inside) disk full, its class-generic
 * insufficient resources and an I/O error, and the same from the operating system where
 * Node meets it first. Left out: 53200 out of memory (a query's size, not the disk), 53300
 * too many connections (unavailable, above) and 53400 configuration limit exceeded (a
 * statement over a limit: no retry helps).
 */
const STORAGE_FAILURES: Record<string, string> = {
  "53000": "insufficient resources (SQLSTATE 53000)",
  "53100": "disk full (SQLSTATE 53100)",
  "58030": "I/O error (SQLSTATE 58030)",
  ENOSPC: "disk full (ENOSPC)",
  EDQUOT: "disk quota exceeded (EDQUOT)",
  EIO: "I/O error (EIO)",
};

/** What keeps the database from storing anything: its name, and the database's own words. */
export type StorageFailure = {
  /** For the log and the health check: "disk full (SQLSTATE 53100)". */
  cause: string;
  /** The message of the error that carried the code (which file could not grow, say). */
  detail: string | undefined;
};

/** The storage failure `error` is, or undefined when it is none (ADR 027). */
export function storageFailureOf(error: unknown): StorageFailure | undefined {
  for (const { code, message } of causeChain(error)) {
    const cause = code === undefined ? undefined : STORAGE_FAILURES[code];
    if (cause) return { cause, detail: message };
  }
  return undefined;
}

/** The code and message of an error and of its causes (Drizzle wraps the driver's error). */
function causeChain(error: unknown) {
  const chain: { code?: string; message?: string }[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") break;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    chain.push({
      code: typeof code === "string" ? code : undefined,
      message: typeof message === "string" ? message : undefined,
    });
    current = cause;
  }
  return chain;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Whether the database is failing to store writes (the error handler and health share it). */
    writeFailures: WriteFailureWatch;
  }
}

type Logger = {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
};

/**
 * Whether writes are failing for lack of storage, and since when. The first failure is
 * logged with its cause, the next ones are only counted, and the first success after them
 * is logged with how long it lasted and how many writes (health probes included) failed: one
 * line each way, however many requests meet the full disk.
 */
export class WriteFailureWatch {
  #failing: { cause: string; since: Date; failedWrites: number } | undefined;

  constructor(private readonly log: Logger) {}

  /** The cause and start of the failure under way, if any. */
  get failure(): { cause: string; since: Date } | undefined {
    return this.#failing && { cause: this.#failing.cause, since: this.#failing.since };
  }

  /** Notes a write that failed with `failure` (from storageFailureOf). */
  failed({ cause, detail }: StorageFailure, error: unknown) {
    if (this.#failing) {
      this.#failing.failedWrites++;
      return;
    }
    this.#failing = { cause, since: new Date(), failedWrites: 1 };
    this.log.error(
      { err: error, cause, detail },
      `writes failing: the database cannot store data: ${cause}`,
    );
  }

  /** Notes a write that succeeded: the failure under way, if any, is over. */
  succeeded() {
    const failing = this.#failing;
    if (!failing) return;
    this.#failing = undefined;
    const seconds = Math.round((Date.now() - failing.since.getTime()) / 1000);
    this.log.info(
      { cause: failing.cause, failedWrites: failing.failedWrites, seconds },
      `writes succeed again after ${seconds} s of ${failing.cause}`,
    );
  }
}
