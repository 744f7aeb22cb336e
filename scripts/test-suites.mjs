// Runs the test layers as two Vitest processes side by side, so that the browser and operator
// tests (one file at a time: they share one site, one browser and fixed resources) no longer
// leave a core idle while they run. Vitest runs a project whose files take turns in a group of
// its own, after every other group, so one process would run them alone at the end.
//
// Usage: node scripts/test-suites.mjs [vitest options…], passed to both processes.
import { spawn } from "node:child_process";

const suites = [
  // One worker: the browser suite beside it is the longer of the two and needs the other core.
  {
    name: "api",
    args: [
      "--project",
      "unit",
      "--project",
      "api-pglite",
      "--project",
      "api-postgres",
      "--maxWorkers=1",
    ],
  },
  { name: "browser", args: ["--project", "e2e", "--project", "operator"] },
];

const extraArgs = process.argv.slice(2);

/** Runs one suite, each output line prefixed with its name; resolves to its exit code. */
function run({ name, args }) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["vitest", "run", ...args, ...extraArgs], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on("end", () => {
        if (pending) out.write(`[${name}] ${pending}\n`);
      });
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    // Ending this script (Ctrl+C, a CI timeout) ends both suites with it.
    for (const event of ["SIGINT", "SIGTERM"]) process.on(event, () => child.kill(event));
  });
}

const started = Date.now();
const codes = await Promise.all(suites.map(run));
const seconds = Math.round((Date.now() - started) / 1000);
for (const [index, suite] of suites.entries()) {
  console.log(`${suite.name}: ${codes[index] === 0 ? "passed" : `failed (exit ${codes[index]})`}`);
}
console.log(`all test layers: ${seconds} s`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
