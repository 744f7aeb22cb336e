import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  operatorEnv,
  type ProjectCopy,
  projectCopy,
  repositoryRoot,
  runNpm,
} from "./support/project-copy";

/**
 * One configuration for `npm start` and the operator commands: the optional `.env` of the
 * working directory (server/load-env-file.ts). The server's side is in backup-restore.test.ts.
 */
let project: ProjectCopy;

beforeAll(async () => {
  // A relative DATA_DIR, as an operator writes it: resolved against the working directory.
  project = await projectCopy({ DATA_DIR: "./site-data", DATABASE_URL: "" });
});
afterAll(async () => {
  await project?.remove();
});

describe(".env", () => {
  it("is ignored by git, so settings and secrets stay out of the repository", async () => {
    await promisify(execFile)("git", ["check-ignore", "--quiet", ".env"], { cwd: repositoryRoot });
  });

  it("sets DATA_DIR for npm run db:backup, which names the folder it looked in and how to fix it", async () => {
    const result = await runNpm(project.dir, ["run", "--silent", "db:backup", "--", "site.tar.gz"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `No database to back up in DATA_DIR ${path.join(project.dir, "site-data")}. ` +
        "Set DATA_DIR in .env or the environment to the folder `npm start` uses.",
    );
  });

  it("sets DATA_DIR for npm run admin, which creates no database of its own", async () => {
    const result = await runNpm(
      project.dir,
      ["run", "--silent", "admin", "--", "create", "eve"],
      operatorEnv(),
      "secret123\n",
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `No database in DATA_DIR ${path.join(project.dir, "site-data")}.`,
    );
  });

  it("gives way to a variable set in the real environment, even to an empty value", async () => {
    const pointedAtPostgres = await projectCopy({
      DATABASE_URL: "postgres://operator@127.0.0.1:1/not_the_site",
      DATA_DIR: "./site-data",
    });
    try {
      const elsewhere = path.join(pointedAtPostgres.dir, "elsewhere");
      const result = await runNpm(
        pointedAtPostgres.dir,
        ["run", "--silent", "db:backup", "--", "site.tar.gz"],
        operatorEnv({ DATABASE_URL: "", DATA_DIR: elsewhere }),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`No database to back up in DATA_DIR ${elsewhere}.`);
    } finally {
      await pointedAtPostgres.remove();
    }
  });
});
