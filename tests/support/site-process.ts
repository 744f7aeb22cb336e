import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { START_ENV, START_NODE_ARGS } from "../../scripts/start-options";

const SITE_CHILD = fileURLToPath(new URL("./site-child.ts", import.meta.url));

export type SiteProcess = {
  port: number;
  child: ChildProcess;
  /** Every line the site has printed so far (its JSON log). */
  output: string[];
  /** The parsed JSON log lines whose `msg` matches. */
  logged(pattern: RegExp): { msg: string; [key: string]: unknown }[];
  /** SIGTERM, and waits for the process to end (it closes its database first). */
  stop(): Promise<void>;
  /** SIGKILL, and waits: nothing gets the chance to flush or close anything. */
  crash(): Promise<void>;
};

/**
 * Starts tests/support/site-child.ts (the site's API, configured from `env` as in
 * production) with `nodeOptions` before it (e.g. `--import` of a preload module), and
 * resolves once it listens.
 */
export async function startSiteChild(
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<SiteProcess> {
  // With npm start's memory settings, as the site runs in production.
  const child = spawn(
    process.execPath,
    [...START_NODE_ARGS, ...nodeOptions, "--import", "tsx", SITE_CHILD],
    {
      env: { ...START_ENV, PATH: process.env.PATH ?? "", NODE_ENV: "test", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output: string[] = [];
  let buffered = "";
  const port = new Promise<number>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        output.push(line);
        const match = line.match(/^\{"sitePort":(\d+)\}$/);
        if (match) resolve(Number(match[1]));
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.once("exit", (code) =>
      reject(new Error(`the site exited (${code}) before listening:\n${output.join("\n")}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    port: await port,
    child,
    output,
    logged(pattern) {
      return output
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line))
        .filter((entry) => typeof entry.msg === "string" && pattern.test(entry.msg));
    },
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timeout = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
