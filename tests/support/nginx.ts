import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The Debian package's binary (.ci/run installs `nginx` when it is missing). */
const NGINX_BINARIES = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export type Nginx = { stop(): Promise<void>; errorLog(): Promise<string> };

/**
 * Runs nginx in the foreground (`daemon off`, one worker) with `serverConfig` (server and
 * upstream blocks, as docs/deploy/nginx.conf has them) inside an http block of its own, and
 * every file it writes (pid, logs, temp folders) under `prefix`, which it makes. Resolves once it listens
 * on `port` of 127.0.0.1. Not a system service: stop() ends this process only.
 */
export async function startNginx(prefix: string, serverConfig: string, port: number) {
  const binary = NGINX_BINARIES.find((candidate) => existsSync(candidate));
  if (!binary) throw new Error("nginx is not installed (apt-get install nginx; .ci/run does)");
  const temp = (name: string) => path.join(prefix, "temp", name);
  // Started as root, nginx's worker runs as nobody: it must reach its temp folders (and so
  // pass through every folder above `prefix`).
  await mkdir(prefix, { recursive: true, mode: 0o755 });
  await chmod(prefix, 0o755);
  await mkdir(path.join(prefix, "temp"), { mode: 0o755 });
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    await mkdir(temp(name));
    await chmod(temp(name), 0o777);
  }
  const errorLog = path.join(prefix, "error.log");
  const config = path.join(prefix, "nginx.conf");
  await writeFile(
    config,
    `daemon off;
master_process on;
worker_processes 1;
pid ${path.join(prefix, "nginx.pid")};
error_log ${errorLog} info;
events { worker_connections 64; }
http {
    access_log ${path.join(prefix, "access.log")};
    client_body_temp_path ${temp("body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
${serverConfig}
}
`,
  );
  const child = spawn(binary, ["-p", prefix, "-c", config], { stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const nginx: Nginx = {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGQUIT: finish the requests in flight, then the master and its worker exit.
      child.kill("SIGQUIT");
      const timeout = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timeout);
    },
    errorLog: () => readFile(errorLog, "utf8").catch(() => ""),
  };
  await waitUntilListening(child, port, output).catch(async (error) => {
    await nginx.stop();
    throw error;
  });
  return nginx;
}

async function waitUntilListening(child: ChildProcess, port: number, output: string[]) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: "HEAD" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not start on port ${port}:\n${output.join("")}`);
}
