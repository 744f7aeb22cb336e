// The ceiling: the site's answers recorded once, then served by a bare Node `http` server
// (`ceiling-server.mjs`) with the very same bytes. A target's "share" is the site's requests
// per second over the ceiling's: what the site's own work costs, on the same machine.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Target } from "./measure";

/** Headers that belong to one connection or one response, not to the answer. */
const HOP_BY_HOP = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
]);

/** Records the site's answer to each target (as autocannon asks: no Accept-Encoding). */
export async function record(url: string, targets: Target[]) {
  const recorded = [];
  for (const target of targets) {
    const { status, headers, body } = await rawRequest(url + target.path, target);
    recorded.push({
      method: target.method,
      path: target.path,
      status,
      headers: Object.entries(headers)
        .filter(([name]) => !HOP_BY_HOP.has(name))
        .flatMap(([name, value]) =>
          Array.isArray(value) ? value.map((v) => [name, v]) : [[name, String(value)]],
        ),
      bodyBase64: body.toString("base64"),
    });
  }
  return recorded;
}

/** One request, its whole body in memory; no compression asked for. */
export function rawRequest(url: string, target: Pick<Target, "method" | "headers" | "body">) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(
        url,
        { method: target.method, headers: target.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)));
      request.end(target.body);
    },
  );
}

/** Starts the bare server on the recorded answers; `stop` ends it and removes its file. */
export async function startCeiling(recorded: unknown[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "agri-bench-ceiling-"));
  const file = path.join(dir, "responses.json");
  await writeFile(file, JSON.stringify(recorded));
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "ceiling-server.mjs"), file],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopChild(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
