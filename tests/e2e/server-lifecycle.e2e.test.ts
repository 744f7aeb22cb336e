import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { freePort } from "../support/postgres-cluster";

const serverEntry = path.resolve("build/app/main.js");
const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The production server on its own embedded database in a fresh folder. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start");
}

const idea = (n: number) => ({
  name: `Shutdown Tester ${n}`,
  email: `shutdown-${n}@example.com`,
  idea: "An idea submitted while the server is being stopped.",
  sector: "Other",
  stage: "Other",
});

describe("the production server process", () => {
  it("on SIGTERM finishes requests in flight, keeps every acknowledged submission and exits within 10 s", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "rootstock-shutdown-"));
    tempDirs.push(dataDir);
    const { child, baseUrl } = await startServer(dataDir);
    const exited = once(child, "exit");

    const submissions = Array.from({ length: 40 }, (_, n) =>
      fetch(`${baseUrl}/api/ideas`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(idea(n)),
      }).then(
        async (response) => ({
          status: response.status,
          id: response.status === 201 ? ((await response.json()) as { id: number }).id : 0,
        }),
        () => ({ status: 0, id: 0 }),
      ),
    );
    // Stop the server while those requests are still arriving.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const stoppedAt = Date.now();
    child.kill("SIGTERM");
    const answers = await Promise.all(submissions);
    const [exitCode] = await exited;
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(exitCode).toBe(0);

    const acknowledged = answers.filter((answer) => answer.status === 201).length;
    expect(acknowledged).toBeGreaterThan(0);
    const database = await openDatabase({ dataDir, migrationsFolder });
    try {
      const rows = await database.db.query.startupIdeas.findMany();
      // Every 201 is on disk; a request refused during shutdown stored nothing half-way.
      expect(rows.length).toBe(acknowledged);
      const acknowledgedIds = answers.filter((answer) => answer.status === 201).map((a) => a.id);
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        acknowledgedIds.sort((a, b) => a - b),
      );
    } finally {
      await database.close();
    }
  });

  it("keeps submissions across a restart", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "rootstock-restart-"));
    tempDirs.push(dataDir);
    const first = await startServer(dataDir);
    const response = await fetch(`${first.baseUrl}/api/ideas`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(idea(1)),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    first.child.kill("SIGTERM");
    await once(first.child, "exit");

    const second = await startServer(dataDir);
    try {
      const health = await fetch(`${second.baseUrl}/api/health`);
      expect(await health.json()).toEqual({ status: "ok" });
    } finally {
      second.child.kill("SIGTERM");
      await once(second.child, "exit");
    }
    const database = await openDatabase({ dataDir, migrationsFolder });
    try {
      const stored = await database.db.query.startupIdeas.findFirst({
        where: (t, { eq }) => eq(t.id, id),
      });
      expect(stored?.email).toBe("shutdown-1@example.com");
    } finally {
      await database.close();
    }
  });
});
