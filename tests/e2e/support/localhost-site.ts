import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { freePort } from "../../support/postgres-cluster";

/**
 * A second instance of the built site on the run's database, whose PUBLIC_URL names
 * `localhost`: WebAuthn takes a domain as its relying party, never an IP address like the
 * shared instance's 127.0.0.1. Instances share sessions and data (as behind a load balancer).
 */
export function localhostSite() {
  let origin = "";
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const child = spawn(process.execPath, [path.resolve("build/app/main.js")], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: origin,
        DATABASE_URL: inject("e2eDatabaseUrl"),
        RATE_LIMITS: "off",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    stop = async () => {
      child.kill("SIGTERM");
      await exited;
    };
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error("the localhost site exited before it answered");
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error("the localhost site did not answer within a minute");
  });
  afterAll(async () => {
    await stop?.();
  });
  return () => origin;
}
