import { describe, expect, it } from "vitest";
import { describeMemory, judgeMemory, renderMemory } from "./memory-report";

const MB = 1024 * 1024;
const NAMES = { pglite: "PGlite", postgres: "PostgreSQL" } as const;

describe("the server's memory, as judged and reported", () => {
  it("holds each database to its own budgets, after start and after load", () => {
    expect(judgeMemory("pglite", 250 * MB, 400 * MB).pass).toBe(true);
    expect(judgeMemory("pglite", 251 * MB, 300 * MB).pass).toBe(false);
    expect(judgeMemory("pglite", 200 * MB, 401 * MB).pass).toBe(false);
    expect(judgeMemory("postgres", 200 * MB, 250 * MB).pass).toBe(true);
    expect(judgeMemory("postgres", 230 * MB, 240 * MB).pass).toBe(false);
    expect(judgeMemory("postgres", 150 * MB, 260 * MB).pass).toBe(false);
  });

  it("says both figures, the budget and the verdict on one console line", () => {
    expect(describeMemory("pglite", judgeMemory("pglite", 231 * MB, 388 * MB))).toBe(
      "RSS 231.0 MB after start, 388.0 MB after load — budget ≤ 250.0 MB after start, ≤ 400.0 MB after load: ok",
    );
    expect(describeMemory("postgres", judgeMemory("postgres", 231 * MB, 240 * MB))).toMatch(
      /≤ 200\.0 MB after start, ≤ 250\.0 MB after load: MISSED$/,
    );
  });

  it("renders one row per measured database, and nothing when none was", () => {
    const markdown = renderMemory(
      [{ kind: "pglite", memory: judgeMemory("pglite", 231 * MB, 388 * MB) }, { kind: "postgres" }],
      NAMES,
    ).join("\n");
    expect(markdown).toContain("| PGlite | 231.0 MB | 388.0 MB |");
    expect(markdown).not.toContain("| PostgreSQL |");
    expect(renderMemory([{ kind: "postgres" }], NAMES)).toEqual([]);
  });
});
