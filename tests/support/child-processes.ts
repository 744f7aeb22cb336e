import { readdirSync, readFileSync } from "node:fs";

/** The processes this test process has started and that still run (Linux). */
export function childProcesses(): number[] {
  return readdirSync("/proc/self/task").flatMap((thread) =>
    readFileSync(`/proc/self/task/${thread}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .map(Number),
  );
}
