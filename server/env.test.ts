import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadEnvFile } from "./env";

let folder: string;
const touched = ["ENV_FILE_TEST_NEW", "ENV_FILE_TEST_SET", "ENV_FILE_TEST_EMPTY"];

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "env-file-"));
});
afterEach(() => {
  for (const name of touched) delete process.env[name];
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("loadEnvFile", () => {
  it("adds the file's variables, leaving those of the real environment as they are, even empty", async () => {
    const file = path.join(folder, "settings.env");
    await writeFile(
      file,
      [
        "# a comment",
        "ENV_FILE_TEST_NEW=from the file",
        "ENV_FILE_TEST_SET=from the file",
        "ENV_FILE_TEST_EMPTY=from the file",
      ].join("\n"),
    );
    process.env.ENV_FILE_TEST_SET = "from the environment";
    process.env.ENV_FILE_TEST_EMPTY = "";

    expect(loadEnvFile(file)).toBe(file);

    expect(process.env.ENV_FILE_TEST_NEW).toBe("from the file");
    expect(process.env.ENV_FILE_TEST_SET).toBe("from the environment");
    expect(process.env.ENV_FILE_TEST_EMPTY).toBe("");
  });

  it("resolves a relative name against the working directory", async () => {
    await writeFile(path.join(folder, ".env"), "ENV_FILE_TEST_NEW=here\n");
    const previous = process.cwd();
    process.chdir(folder);
    try {
      expect(loadEnvFile()).toBe(path.join(folder, ".env"));
    } finally {
      process.chdir(previous);
    }
    expect(process.env.ENV_FILE_TEST_NEW).toBe("here");
  });

  it("is optional: no file changes nothing and says so", () => {
    expect(loadEnvFile(path.join(folder, "missing.env"))).toBeNull();
    expect(process.env.ENV_FILE_TEST_NEW).toBeUndefined();
  });

  it("fails on a .env it cannot read, rather than starting without its settings", () => {
    expect(() => loadEnvFile(folder)).toThrow();
  });
});
