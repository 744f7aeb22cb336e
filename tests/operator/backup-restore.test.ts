import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../support/postgres-cluster";
import { operatorEnv, projectCopyForThisFile, runNpm } from "./support/project-copy";
import { killLeftoverSites, startSite, stopSite } from "./support/site-process";

/**
 * An operator's backup and restore of the embedded database, every setting in `.env` as the
 * README advises: `npm run db:backup` beside the running `npm start` reads the same database,
 * and the site started on the restored copy serves the same records.
 */
const ADMIN = { username: "admin", password: "operator-test-password" };
let port: number;
const project = projectCopyForThisFile(async () => {
  port = await freePort();
  return {
    DATA_DIR: "./site-data",
    PORT: String(port),
    HOST: "127.0.0.1",
    ADMIN_PASSWORD: ADMIN.password,
  };
});
afterEach(killLeftoverSites);

async function submitIdea(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/ideas`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Restored Grower",
      email: "restored@example.com",
      idea: "Soil sensors whose readings must survive a backup and a restore.",
      sector: "Biotech",
      stage: "Prototype/MVP",
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Signs in as the first admin and reads one idea through the admin API. */
async function readIdeaAsAdmin(baseUrl: string, id: number) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((header) => header.split(";")[0]);
  const response = await fetch(`${baseUrl}/api/admin/startup-ideas/${id}`, {
    headers: { cookie: cookie.join("; ") },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { name: string; email: string; idea: string };
}

describe("backup and restore with the settings in .env", () => {
  it("backs up the running site's database and restores it into an empty DATA_DIR that serves the same records", async () => {
    const dataDir = path.join(project.dir, "site-data");
    const site = await startSite({ cwd: project.dir, port });
    const log = site.output.join("\n");
    expect(log).toContain(`embedded PGlite in ${dataDir}`);
    expect(log).toContain(`settings from ${path.join(project.dir, ".env")}`);
    const id = await submitIdea(site.baseUrl);

    // Beside the running server, with nothing typed but the file name.
    const backup = await runNpm(project.dir, ["run", "--silent", "db:backup", "--", "site.tar.gz"]);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(`^Backed up DATA_DIR ${dataDir} to site\\.tar\\.gz in \\d+\\.\\d s\\.\\n$`),
    );
    expect((await stopSite(site)).code).toBe(0);

    // The environment names the new, empty folder; everything else still comes from .env.
    const restoredDir = path.join(project.dir, "restored-data");
    const onRestored = operatorEnv({ DATA_DIR: restoredDir });
    const restore = await runNpm(
      project.dir,
      ["run", "--silent", "db:restore", "--", "site.tar.gz"],
      onRestored,
    );
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`into DATA_DIR ${restoredDir}`);

    const restored = await startSite({ cwd: project.dir, port, env: onRestored });
    expect(restored.output.join("\n")).toContain(`embedded PGlite in ${restoredDir}`);
    expect(await readIdeaAsAdmin(restored.baseUrl, id)).toMatchObject({
      name: "Restored Grower",
      email: "restored@example.com",
    });
    expect((await stopSite(restored)).code).toBe(0);
    // Two starts of the site and two commands, on a busy 2-core machine.
  }, 240_000);
});
