import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { START_ENV, START_NODE_ARGS } from "../../scripts/start-options";
import { openDatabase } from "../../server/db/client";
import { freePort } from "../support/postgres-cluster";
import { migrationsFolder } from "../support/test-app";
import { operatorEnv, projectCopyForThisFile } from "./support/project-copy";
import { killLeftoverSites, startSite, stopSite } from "./support/site-process";

/**
 * The production server process itself (contract §8), signalled directly as a process manager
 * that runs `node build/app/main.js` does; start-stop.test.ts covers `npm start`.
 */
const project = projectCopyForThisFile();
let folders = 0;
afterEach(killLeftoverSites);

/** The server on its own embedded database in `dataDir`. */
async function startServer(dataDir: string) {
  const port = await freePort();
  return startSite({
    cwd: project.dir,
    port,
    start: "node",
    env: operatorEnv({
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
    }),
  });
}

const newDataDir = () => path.join(project.dir, `data-${++folders}`);

const idea = (n: number) => ({
  name: `Shutdown Tester ${n}`,
  email: `shutdown-${n}@example.com`,
  idea: "An idea submitted while the server is being stopped.",
  sector: "Other",
  stage: "Other",
});

function submit(baseUrl: string, n: number) {
  return fetch(`${baseUrl}/api/ideas`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(idea(n)),
  });
}

async function storedIdeas(dataDir: string) {
  const database = await openDatabase({ dataDir, migrationsFolder });
  try {
    return await database.db.query.startupIdeas.findMany();
  } finally {
    await database.close();
  }
}

describe("the production server process", () => {
  it("on SIGTERM finishes requests in flight, keeps every acknowledged submission and exits within 10 s", async () => {
    const dataDir = newDataDir();
    const site = await startServer(dataDir);

    // Eight clients submit one idea after another until the server stops answering; the
    // signal comes once the first is acknowledged, with the others' requests in flight.
    const answers: { status: number; id: number }[] = [];
    let firstAcknowledged = () => {};
    const acknowledged = new Promise<void>((resolve) => {
      firstAcknowledged = resolve;
    });
    const client = async (worker: number) => {
      for (let n = worker; n < 400; n += 8) {
        const answer = await submit(site.baseUrl, n).then(
          async (response) => ({
            status: response.status,
            id: response.status === 201 ? ((await response.json()) as { id: number }).id : 0,
          }),
          () => ({ status: 0, id: 0 }),
        );
        answers.push(answer);
        if (answer.status !== 201) return;
        firstAcknowledged();
      }
    };
    const clients = Promise.all(Array.from({ length: 8 }, (_, worker) => client(worker)));
    await acknowledged;
    const stopping = stopSite(site);
    await clients;
    const stopped = await stopping;
    expect(stopped.milliseconds).toBeLessThan(10_000);
    expect(stopped.code).toBe(0);

    const acknowledgedIds = answers.filter((answer) => answer.status === 201).map((a) => a.id);
    expect(acknowledgedIds.length).toBeGreaterThan(0);
    const rows = await storedIdeas(dataDir);
    // Every 201 is on disk; a request refused during shutdown stored nothing half-way.
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      acknowledgedIds.sort((a, b) => a - b),
    );
  });

  it("keeps submissions across a restart", async () => {
    const dataDir = newDataDir();
    const first = await startServer(dataDir);
    // Started as the README asks of whoever starts node itself: with npm start's memory settings.
    const proc = (file: string) =>
      readFile(`/proc/${first.serverPid}/${file}`, "utf8").then((text) => text.split("\0"));
    expect(await proc("cmdline")).toEqual(expect.arrayContaining(START_NODE_ARGS));
    expect(await proc("environ")).toEqual(
      expect.arrayContaining(Object.entries(START_ENV).map(([name, value]) => `${name}=${value}`)),
    );
    const response = await submit(first.baseUrl, 1);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect((await stopSite(first)).code).toBe(0);

    const second = await startServer(dataDir);
    const health = await fetch(`${second.baseUrl}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect((await stopSite(second)).code).toBe(0);

    const stored = (await storedIdeas(dataDir)).find((row) => row.id === id);
    expect(stored?.email).toBe("shutdown-1@example.com");
  });
});
