import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import {
  FILE_PART_BYTES,
  type PdfChildMessage,
  type PdfChildReply,
  type PdfChildRequest,
} from "./pdf-child-protocol";
import type { JpegDecodes, PdfLimits } from "./pdf-types";
import { PdfUnreadableError, WAIT_LIMIT } from "./pdf-unreadable-error";

/**
 * The server's side of the PDF child (ADR 050): forks `pdf-child` for one request, hands it
 * the bytes, and yields its answers while a watchdog here — never the child, which may be
 * running a hostile file — enforces the limits: the child's CPU time and RSS read from /proc,
 * and a wall-clock wait, each ending it with SIGKILL.
 *
 * The child is plain JavaScript (`pdf-child.mjs`), so it runs as it is from the sources (tests,
 * `npm run dev`); scripts/build-server.mjs puts it beside the bundled server as
 * `build/app/pdf-child.mjs`, where this code, bundled into `main.js`, finds it the same way.
 */
const CHILD_MODULE = new URL("./pdf-child.mjs", import.meta.url);

/**
 * How often the watchdog reads the child's RSS and CPU time. A native allocation can grow between two
 * looks by what a page can fill in this time (a few tens of MB), which the limits allow for.
 */
const WATCH_INTERVAL_MS = 20;
/** Enough of the child's stderr to recognise V8's out-of-memory message. */
const STDERR_KEPT = 4096;

/** What one child used: the bench reports it, the deck task may log it. */
export type PdfChildUsage = {
  durationMs: number;
  peakRssBytes: number;
  /**
   * The child's CPU time, which unlike `durationMs` does not depend on the machine's load;
   * unknown for a child that was stopped.
   */
  cpuMs?: number;
  /** How its JPEG images were decoded; unknown for a child that was stopped. */
  jpegs?: JpegDecodes;
};

/** The child's resident and peak resident memory in bytes, or undefined without /proc (not Linux). */
function residentMemory(pid: number): { rss: number; peak: number } | undefined {
  try {
    // procfs answers from memory at once: a synchronous read cannot block the server.
    const status = readFileSync(`/proc/${pid}/status`, "latin1");
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { rss: field("VmRSS"), peak: field("VmHWM") };
  } catch {
    return undefined;
  }
}

/** /proc counts CPU time in USER_HZ, which Linux fixes at 100 a second for every program. */
const MS_PER_TICK = 10;

/** The child's CPU time in ms (all its threads, user and system), or undefined without /proc. */
function cpuTime(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    // After the command's name, in parentheses that may hold anything: state, then fields 4–…;
    // utime and stime are fields 14 and 15 (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

/**
 * Whether this platform tells a child's CPU time. Where it does not, the CPU limits are taken
 * by the clock instead: on a busy machine a file may then be stopped for the machine's sake.
 */
const CPU_TIME_KNOWN = cpuTime(process.pid) !== undefined;

/**
 * At most this many children at once in the process, whatever asked: each may grow to its
 * memory limit, so the server's worst case is this many limits. Others wait their turn.
 */
const MAX_CHILDREN = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Waits for a turn; the function returned ends it, handing it to the next in line. */
async function takeTurn(): Promise<() => void> {
  if (running < MAX_CHILDREN) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/**
 * Forks, handing the turn back if the fork throws (a spawn error such as ENOMEM, which Node
 * throws rather than reports): a lost turn would leave every later PDF waiting for it.
 */
function forkOrEndTurn(endTurn: () => void, ...args: Parameters<typeof fork>): ChildProcess {
  try {
    return fork(...args);
  } catch (error) {
    endTurn();
    throw error;
  }
}

type Answer = Extract<PdfChildReply, { type: "facts" | "page" }>;

/**
 * Writes the request, then its file in parts (`PdfChildMessage`), each once the one before has
 * gone to the child: the server's thread serialises a megabyte at a time, not the whole file.
 */
async function sendRequest(child: ChildProcess, { bytes, ...request }: PdfChildRequest) {
  const write = (message: PdfChildMessage) =>
    new Promise<void>((resolve, reject) => {
      child.send(message, (error) => (error ? reject(error) : resolve()));
    });
  await write({ ...request, size: bytes.byteLength });
  for (let offset = 0; offset < bytes.byteLength; offset += FILE_PART_BYTES) {
    await write(bytes.subarray(offset, offset + FILE_PART_BYTES));
  }
}

/**
 * Runs `request` in a fresh child and yields its answers (facts, or pages) until it says it is
 * done. Throws PdfUnreadableError when the child reports a failure, passes a limit ("time
 * limit", "memory limit", WAIT_LIMIT) or dies ("crashed: …"). Leaving the loop early kills the child.
 * The turn, the timers and the watchdog end when the child has gone, whatever the caller does.
 */
export async function* runPdfChild(
  request: PdfChildRequest,
  limits: PdfLimits,
  onUsage?: (usage: PdfChildUsage) => void,
): AsyncGenerator<Answer> {
  const endTurn = await takeTurn();
  const started = performance.now();
  const child = forkOrEndTurn(endTurn, CHILD_MODULE, [], {
    execArgv: [
      // V8's own heap can never pass the limit either; its native memory is the watchdog's.
      `--max-old-space-size=${Math.max(32, Math.floor(limits.memoryBytes / 2 ** 20))}`,
      // The child collects after each page (pdf-child.mjs).
      "--expose-gc",
    ],
    // Two malloc arenas, as the server has (package.json "start"): the canvas encodes on
    // libuv's threads, and an arena per thread kept the freed pages' memory resident.
    env: { ...process.env, MALLOC_ARENA_MAX: "2" },
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });

  if (limits.niceness > 0 && child.pid !== undefined) {
    try {
      os.setPriority(child.pid, limits.niceness);
    } catch {
      // A platform without priorities draws at the server's own.
    }
  }

  const answers: Answer[] = [];
  let outcome: "done" | PdfUnreadableError | undefined;
  let peakRssBytes = 0;
  let cpuMs: number | undefined;
  let jpegs: JpegDecodes | undefined;
  let wake: () => void = () => {};
  let stderr = "";
  const finish = (result: "done" | PdfUnreadableError) => {
    outcome ??= result;
    wake();
  };
  const stop = (reason: string) => {
    finish(new PdfUnreadableError(reason));
    child.kill("SIGKILL");
  };

  // The clock ends the wait; the CPU limits are the watchdog's, or the clock's where the CPU
  // time cannot be read.
  const waitDeadline = setTimeout(() => stop(WAIT_LIMIT), limits.waitMs);
  const clockLimit = (ms: number | undefined) =>
    ms === undefined || CPU_TIME_KNOWN ? undefined : setTimeout(() => stop("time limit"), ms);
  const deadline = clockLimit(limits.cpuMs);
  let pageDeadline = clockLimit(limits.pageCpuMs);
  let usedCpuMs = 0;
  let pageStartCpuMs = 0;
  const watchdog = setInterval(() => {
    if (child.pid === undefined) return;
    const memory = residentMemory(child.pid);
    if (memory) {
      peakRssBytes = Math.max(peakRssBytes, memory.peak, memory.rss);
      if (memory.rss > limits.memoryBytes) return stop("memory limit");
    }
    usedCpuMs = cpuTime(child.pid) ?? usedCpuMs;
    const pageCpuMs = usedCpuMs - pageStartCpuMs;
    if (usedCpuMs > limits.cpuMs || pageCpuMs > (limits.pageCpuMs ?? Number.POSITIVE_INFINITY)) {
      stop("time limit");
    }
  }, WATCH_INTERVAL_MS);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(waitDeadline);
    clearTimeout(deadline);
    clearTimeout(pageDeadline);
    clearInterval(watchdog);
    endTurn();
    onUsage?.({ durationMs: performance.now() - started, peakRssBytes, cpuMs, jpegs });
  };
  const gone = new Promise<void>((resolve) => {
    // "close", not "exit": it comes after the last message and the last of stderr are read.
    child.on("close", (code, signal) => {
      if (/heap limit|heap out of memory/i.test(stderr)) {
        finish(new PdfUnreadableError("memory limit"));
      } else {
        finish(new PdfUnreadableError(`crashed: ${signal ?? `exit code ${code}`}`));
      }
      release();
      resolve();
    });
  });

  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });
  child.on("message", (reply: PdfChildReply) => {
    if (reply.type === "done") {
      peakRssBytes = Math.max(peakRssBytes, reply.peakRssBytes);
      cpuMs = reply.cpuMs;
      jpegs = reply.jpegs;
      finish("done");
    } else if (reply.type === "failed") {
      finish(new PdfUnreadableError(reply.reason));
    } else {
      clearTimeout(pageDeadline);
      pageDeadline = clockLimit(limits.pageCpuMs);
      pageStartCpuMs = usedCpuMs;
      answers.push(reply);
      wake();
    }
  });
  child.on("error", (error) => stop(`crashed: ${error.message}`));

  try {
    sendRequest(child, request).catch((error: Error) => stop(`crashed: ${error.message}`));
    while (true) {
      const answer = answers.shift();
      if (answer) {
        yield answer;
      } else if (outcome === "done") {
        return;
      } else if (outcome) {
        throw outcome;
      } else {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    // A child that never started (fork failed) has no "close" to wait for.
    if (child.pid === undefined) release();
    else await gone;
  }
}
