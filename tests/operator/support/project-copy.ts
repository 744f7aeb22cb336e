import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";

export const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));

/** What a checkout of the project must not lend a copy: its own settings, data and history. */
const LEFT_OUT = new Set([".env", "data", ".git"]);

/** These tests run the production build, as `npm start` does; `npm test` builds first. */
export function requireBuild() {
  for (const file of ["build/app/main.js", "build/server/index.js"]) {
    if (!existsSync(path.join(repositoryRoot, file))) {
      throw new Error("No production build: run `npm run build` before the operator tests.");
    }
  }
}

export type ProjectCopy = {
  /** The copy's folder: `npm …` run here uses its `.env`. */
  dir: string;
  remove(): Promise<void>;
};

/**
 * A folder that works as the project does (each top-level entry of the repository linked in,
 * the build included) with a `.env` of the test's own, so `npm start` and the operator
 * commands run as an operator runs them without reading or leaving a `.env` in the repository.
 */
export async function projectCopy(envFile: Record<string, string>): Promise<ProjectCopy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "operator-project-"));
  for (const entry of await readdir(repositoryRoot)) {
    if (!LEFT_OUT.has(entry))
      await symlink(path.join(repositoryRoot, entry), path.join(dir, entry));
  }
  const lines = Object.entries(envFile).map(([name, value]) => `${name}=${value}`);
  await writeFile(path.join(dir, ".env"), `# written by the operator tests\n${lines.join("\n")}\n`);
  // fs.rm removes the links, never what they point to.
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A project copy for the calling test file (its hooks): made in its beforeAll, after checking
 * for the build, with the `.env` that `envFile` answers, and removed after its tests. `dir` is
 * there once the beforeAll has run.
 */
export function projectCopyForThisFile(
  envFile: () => Record<string, string> | Promise<Record<string, string>> = () => ({}),
): ProjectCopy {
  let copy: ProjectCopy | undefined;
  const project: ProjectCopy = {
    get dir() {
      if (!copy) throw new Error("the project copy is made in beforeAll");
      return copy.dir;
    },
    remove: async () => copy?.remove(),
  };
  beforeAll(async () => {
    requireBuild();
    copy = await projectCopy(await envFile());
  });
  afterAll(() => project.remove());
  return project;
}

/**
 * An environment with nothing of the test runner's (NODE_ENV=test, npm_* variables, a
 * DATABASE_URL): only what npm needs to run, and `extra`, which wins over `.env`.
 */
export function operatorEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME ?? os.tmpdir(), ...extra };
}

export type CommandResult = { code: number; stdout: string; stderr: string };

/** Runs `npm <args>` in `cwd` to its end, as an operator types it, `stdin` piped in. */
export function runNpm(cwd: string, args: string[], env = operatorEnv(), stdin = "") {
  return new Promise<CommandResult>((resolve) => {
    const child = execFile("npm", args, { cwd, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}
