import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { START_ENV, START_NODE_ARGS } from "../../../scripts/start-options";
import { operatorEnv } from "./project-copy";

/** A site started as a process of its own, and what it has logged so far. */
export type SiteProcess = {
  /** The process started: `npm start`, or node itself. */
  child: ChildProcess;
  baseUrl: string;
  /** The PID of the node process serving the site, from its log. */
  serverPid: number;
  /** Every line written to standard output and error, in order. */
  output: string[];
  /** Resolves with the started process's exit code once it has exited. */
  exited: Promise<number | null>;
};

export type SiteOptions = {
  cwd: string;
  /** The port the site listens on (given here or in the folder's `.env`). */
  port: number;
  env?: NodeJS.ProcessEnv;
  /**
   * `npm start` (the default), or `node build/app/main.js` started directly, as a process
   * manager does, with the memory settings npm start gives it (README, "Memory").
   */
  start?: "npm" | "node";
};

const running = new Set<SiteProcess>();

/** Starts the site and waits until it answers /api/health (at most 60 s). */
export async function startSite(options: SiteOptions): Promise<SiteProcess> {
  const env = options.env ?? operatorEnv();
  const [program, args, fullEnv] =
    options.start === "node"
      ? [process.execPath, [...START_NODE_ARGS, "build/app/main.js"], { ...START_ENV, ...env }]
      : ["npm", ["start"], env];
  const child = spawn(program, args, {
    cwd: options.cwd,
    env: fullEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const baseUrl = `http://127.0.0.1:${options.port}`;

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    const serverPid = healthy ? pidFromLog(output) : undefined;
    if (serverPid) {
      const site = { child, baseUrl, serverPid, output, exited };
      running.add(site);
      return site;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`The site did not answer at ${baseUrl}. Its output:\n${output.join("\n")}`);
}

/** The `pid` of the server's JSON log lines (pino writes it on each). */
function pidFromLog(output: string[]): number | undefined {
  for (const line of output) {
    if (!line.startsWith("{")) continue;
    const pid = (JSON.parse(line) as { pid?: unknown }).pid;
    if (typeof pid === "number") return pid;
  }
  return undefined;
}

/** Sends SIGTERM to the started process and waits for it to exit (at most `timeoutMs`). */
export async function stopSite(site: SiteProcess, timeoutMs = 15_000) {
  const stoppedAt = Date.now();
  site.child.kill("SIGTERM");
  const code = await Promise.race([
    site.exited,
    new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), timeoutMs).unref()),
  ]);
  return { code, milliseconds: Date.now() - stoppedAt };
}

/** Whether a process with this PID still exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

/** For afterEach/afterAll: kills what a failed test left running (the started process and its server). */
export async function killLeftoverSites() {
  for (const site of running) {
    if (site.child.exitCode === null) site.child.kill("SIGKILL");
    if (isAlive(site.serverPid)) process.kill(site.serverPid, "SIGKILL");
    await site.exited;
  }
  running.clear();
}
