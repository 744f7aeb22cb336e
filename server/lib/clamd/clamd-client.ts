import { createConnection, type Socket } from "node:net";
import { ValidationError } from "../errors";

/**
 * A ClamAV daemon's client (contract §17), speaking its INSTREAM protocol over TCP: the
 * command `zINSTREAM\0`, the file as chunks each behind a 4-byte big-endian length, a
 * zero-length chunk to end it, then one answer up to `\0`. Only `stream: OK` is clean and
 * only `stream: <Signature> FOUND` is infected; every other outcome (an ERROR answer, an empty
 * or garbled one, a closed socket, a refused connection, a timeout) throws
 * ClamdUnavailableError, so a failure can never read as clean (fail closed).
 */

export type ScanVerdict = { verdict: "clean" } | { verdict: "infected"; signature: string };

/** clamd could not give a verdict; `reason` says why, for the log and the admin. */
export class ClamdUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`clamd could not scan the file: ${reason}`);
    this.name = "ClamdUnavailableError";
  }
}

const URL_FORMAT = "CLAMD_URL must look like tcp://host:3310";

/** CLAMD_URL, `tcp://host:port` (an IPv6 address in brackets); anything else is refused. */
export function parseClamdUrl(url: string): { host: string; port: number } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw urlError();
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = Number(parsed.port);
  const bare =
    parsed.username === "" &&
    parsed.password === "" &&
    (parsed.pathname === "" || parsed.pathname === "/") &&
    parsed.search === "" &&
    parsed.hash === "" &&
    !url.includes("?") &&
    !url.includes("#");
  if (parsed.protocol !== "tcp:" || host === "" || !(port >= 1 && port <= 65535) || !bare) {
    throw urlError();
  }
  return { host, port };
}

const urlError = () => new ValidationError([{ path: "CLAMD_URL", message: URL_FORMAT }]);

/** clamd splits nothing itself; pieces of at most this size keep each write bounded. */
const MAX_CHUNK_BYTES = 1024 * 1024;
/** clamd's answers are one short line: anything longer is not clamd. */
const MAX_ANSWER_BYTES = 1024;

const SIZE_LIMIT_REASON =
  "the file is larger than clamd's StreamMaxLength (it stopped reading: INSTREAM size limit exceeded)";

/**
 * Sends `chunks` to clamd and returns its verdict. The chunks are streamed as they come
 * (a chunk over 1 MiB goes in pieces; an empty one is skipped, since an empty chunk ends the
 * stream), waiting for the socket to drain, so the file is never held whole. `timeoutMs`
 * bounds the whole scan, from connecting to the answer (default 60 s); `connectTimeoutMs`
 * the connection (default 5 s).
 */
export async function scanStream(
  url: string,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: { timeoutMs?: number; connectTimeoutMs?: number } = {},
): Promise<ScanVerdict> {
  const answer = await converse(
    parseClamdUrl(url),
    { timeoutMs: options.timeoutMs ?? 60_000, connectTimeoutMs: options.connectTimeoutMs ?? 5_000 },
    async (socket, isOpen) => {
      socket.write("zINSTREAM\0");
      for await (const chunk of chunks) {
        for (let start = 0; start < chunk.byteLength; start += MAX_CHUNK_BYTES) {
          if (!isOpen()) return false;
          const piece = chunk.subarray(start, start + MAX_CHUNK_BYTES);
          socket.write(lengthPrefix(piece.byteLength));
          if (!socket.write(piece)) await drained(socket);
        }
      }
      if (!isOpen()) return false;
      socket.write(lengthPrefix(0));
      return true;
    },
  );
  if (answer === "stream: OK") return { verdict: "clean" };
  const found = /^stream: (\S.*) FOUND$/.exec(answer);
  if (found?.[1]) return { verdict: "infected", signature: found[1] };
  if (answer.includes("size limit exceeded")) throw new ClamdUnavailableError(SIZE_LIMIT_REASON);
  throw new ClamdUnavailableError(`clamd answered ${quoted(answer)}`);
}

/** Whether clamd at `url` answers `zPING` with `PONG` within `timeoutMs` (default 3 s). */
export async function pingClamd(url: string, timeoutMs = 3_000): Promise<boolean> {
  const address = parseClamdUrl(url);
  try {
    const answer = await converse(
      address,
      { timeoutMs, connectTimeoutMs: timeoutMs },
      async (socket) => {
        socket.write("zPING\0");
        return true;
      },
    );
    return answer === "PONG";
  } catch (error) {
    if (error instanceof ClamdUnavailableError) return false;
    throw error;
  }
}

/**
 * One exchange with clamd: connects, runs `send`, and returns the answer up to its `\0`.
 * An answer that comes before `send` has finished is never a verdict: clamd answers early
 * only to refuse (the size limit), and a server that says anything else then is not to be
 * trusted. `isOpen` tells `send` to stop once the exchange is over (answered, failed, timed
 * out). An error of `send` itself (the file's source failing) is passed on as it is.
 */
function converse(
  address: { host: string; port: number },
  limits: { timeoutMs: number; connectTimeoutMs: number },
  /** Writes the request; resolves whether all of it was written (false: the exchange ended). */
  send: (socket: Socket, isOpen: () => boolean) => Promise<boolean>,
): Promise<string> {
  const { host, port } = address;
  const where = `${host}:${port}`;
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let connected = false;
    let sent = false;
    let received = Buffer.alloc(0);
    let socketError: NodeJS.ErrnoException | undefined;
    const socket = createConnection({ host, port });

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(wholeTimer);
      clearTimeout(connectTimer);
      socket.destroy();
      outcome();
    };
    const fail = (reason: string) => finish(() => reject(new ClamdUnavailableError(reason)));
    const answered = (answer: string) => {
      if (sent) finish(() => resolve(answer));
      else if (answer.includes("size limit exceeded")) fail(SIZE_LIMIT_REASON);
      else fail(`clamd answered ${quoted(answer)} before the end of the stream`);
    };

    const wholeTimer = setTimeout(
      () => fail(`clamd at ${where} gave no answer within ${limits.timeoutMs} ms`),
      limits.timeoutMs,
    );
    const connectTimer = setTimeout(
      () => fail(`could not connect to clamd at ${where} within ${limits.connectTimeoutMs} ms`),
      limits.connectTimeoutMs,
    );

    socket.once("connect", () => {
      connected = true;
      clearTimeout(connectTimer);
      send(socket, () => !settled && !socket.destroyed).then(
        (complete) => {
          sent = complete;
        },
        (error: unknown) => finish(() => reject(error)),
      );
    });
    socket.on("data", (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf(0);
      if (end >= 0) answered(received.subarray(0, end).toString("utf8"));
      else if (received.byteLength > MAX_ANSWER_BYTES) {
        fail(`clamd answered ${quoted(received.toString("utf8"))} with no end`);
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      socketError = error;
    });
    socket.once("close", () => {
      if (received.byteLength > 0) {
        fail(`clamd's answer was cut off: ${quoted(received.toString("utf8"))}`);
      } else if (!connected) {
        fail(
          socketError?.code === "ECONNREFUSED"
            ? `clamd at ${where} refused the connection (is it running?)`
            : `could not connect to clamd at ${where}: ${socketError?.code ?? socketError?.message ?? "closed"}`,
        );
      } else if (!sent) {
        // clamd closes the connection as soon as the stream passes its StreamMaxLength; the
        // writes still on their way then fail (EPIPE, ECONNRESET), and its answer may be lost.
        fail(`clamd closed the connection before the end of the stream: ${SIZE_LIMIT_REASON}`);
      } else {
        fail("clamd closed the connection without an answer");
      }
    });
  });
}

function lengthPrefix(length: number): Buffer {
  const prefix = Buffer.alloc(4);
  prefix.writeUInt32BE(length);
  return prefix;
}

/** Resolves when the socket can take more, or is gone (the exchange's end is handled apart). */
function drained(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      socket.off("drain", done);
      socket.off("close", done);
      resolve();
    };
    socket.once("drain", done);
    socket.once("close", done);
  });
}

/** An answer for a message: quoted, control characters shown as `?`, at most 200 characters. */
function quoted(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces
  const printable = text.replace(/[\u0000-\u001f\u007f]/g, "?");
  return JSON.stringify(printable.length > 200 ? `${printable.slice(0, 200)}…` : printable);
}
