import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  buildTestApp,
  migrationsFolder,
  postJson,
  testDatabaseKind,
} from "../../tests/support/test-app";
import { openDatabase } from "./client";
import { startupIdeas } from "./schema";

/**
 * Contract §8: a submission is acknowledged only once it is durably stored. This is
 * about the embedded database's files on disk, so it runs in the api-pglite project
 * only (vitest.config.ts leaves *.pglite.api.test.ts out of api-postgres).
 */
if (testDatabaseKind() !== "pglite") {
  throw new Error("durability.pglite.api.test.ts tests PGlite on disk: run it in api-pglite");
}

const idea = {
  name: "Durable Dana",
  email: "dana@example.com",
  idea: "A seed vault that survives power cuts.",
  sector: "Seeds/Inputs",
  stage: "Early-stage startup",
};

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const crashChild = fileURLToPath(
  new URL("../../tests/support/pglite-crash-child.ts", import.meta.url),
);

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "agri-pglite-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function readBack(id: number) {
  const reopened = await openDatabase({ dataDir, migrationsFolder });
  try {
    const [row] = await reopened.db.select().from(startupIdeas).where(eq(startupIdeas.id, id));
    return row;
  } finally {
    await reopened.close();
  }
}

describe("PGlite on disk", () => {
  it("keeps an acknowledged submission after the app and database are closed and reopened", async () => {
    const database = await openDatabase({ dataDir, migrationsFolder });
    const app = await buildTestApp(database);
    const response = await postJson(app, "/api/ideas", idea);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    await app.close();
    await database.close();

    expect(await readBack(id)).toMatchObject({ id, ...idea, status: "new" });
  });

  it("keeps every acknowledged submission when the process is killed right after the 201s, and opens cleanly after", async () => {
    const answers = await submitThenGetKilled(JSON.stringify(idea), 10);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const ids = answers.map((answer) => answer.body.id);

    // The folder the killed process left behind opens cleanly, holds every acknowledged
    // submission, and takes new writes as usual.
    const database = await openDatabase({ dataDir, migrationsFolder });
    const app = await buildTestApp(database);
    try {
      const rows = await database.db
        .select()
        .from(startupIdeas)
        .where(inArray(startupIdeas.id, ids));
      expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        [...ids].sort((a, b) => a - b),
      );
      for (const row of rows) expect(row).toMatchObject({ name: idea.name, idea: idea.idea });
      const response = await postJson(app, "/api/ideas", idea);
      expect(response.statusCode).toBe(201);
      expect(response.json().id).toBeGreaterThan(Math.max(...ids));
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});

type Answer = { statusCode: number; body: { id: number } };

/** Runs the crash child, SIGKILLs it the moment it prints the answers, and returns them. */
function submitThenGetKilled(payload: string, times: number) {
  return new Promise<Answer[]>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", crashChild, dataDir, payload, String(times)],
      { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    let answer: Answer[] | undefined;
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      const line = stdout.split("\n")[0];
      if (answer === undefined && stdout.includes("\n") && line) {
        answer = JSON.parse(line);
        child.kill("SIGKILL");
      }
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (answer && signal === "SIGKILL") resolve(answer);
      else
        reject(
          new Error(
            `crash child ended (code ${code}, signal ${signal}) before answering:\n${stderr}`,
          ),
        );
    });
  });
}
