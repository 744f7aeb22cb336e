// Runs the test layers as two Vitest processes side by side, so that the browser and operator
// tests (one file at a time: they share one site, one browser and fixed resources) no longer
// leave a core idle while they run. Vitest runs a project whose files take turns in a group of
// its own, after every other group, so one process would run them alone at the end.
//
// Usage: node scripts/test-suites.mjs [vitest options…], passed to both processes.
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

const suites = [
  // One worker: the browser suite beside it needs the other core.
  {
    name: "api",
    args: ["--project", "api-pglite", "--project", "api-postgres", "--maxWorkers=1"],
  },
  // The unit tests run here, before the browser files take their turns: the api suite is the
  // longer of the two (2,356 s against 2,126 s on a 2.1 GHz Xeon, 2026-11-30).
  {
    name: "browser",
    args: ["--project", "unit", "--project", "e2e", "--project", "operator", "--maxWorkers=1"],
  },
];

const extraArgs = process.argv.slice(2);

// Vitest's report of what failed, as it heads it; colour codes are taken out before matching.
const FAILURE_REPORT = /⎯ (Failed Tests|Failed Suites|Unhandled Errors?) \d+ ⎯/;
const FAILED_TEST = /^\s*(FAIL|×)\s/;
// CI shows the end of the output; the suite that finishes first would scroll out of it.
const REPEATED_REPORT_LINES = 60;
// A suite that failed without Vitest's report (it did not start, it was stopped) ends with why.
const LAST_LINES = 15;

// What a failing browser test left (tests/e2e/support/failure-report.ts), between these lines.
const LEFT_START = "── what the failing test left";
const LEFT_END = "── end of what the failing test left ──";
const REPEATED_LEFT_LINES = 60;

/** What a suite printed about its failures, to repeat after both have finished. */
function failureNotes() {
  const notes = { failedTests: new Set(), report: [], lastLines: [], left: [] };
  let inReport = false;
  let inLeft = false;
  return {
    notes,
    take(line) {
      const plain = stripVTControlCharacters(line);
      if (plain.startsWith(LEFT_START)) inLeft = true;
      if (inLeft && notes.left.length < REPEATED_LEFT_LINES) notes.left.push(plain);
      if (plain.startsWith(LEFT_END)) inLeft = false;
      if (FAILURE_REPORT.test(plain)) inReport = true;
      if (FAILED_TEST.test(plain)) notes.failedTests.add(plain.trim());
      if (inReport && notes.report.length < REPEATED_REPORT_LINES) notes.report.push(plain);
      notes.lastLines.push(plain);
      if (notes.lastLines.length > LAST_LINES) notes.lastLines.shift();
    },
  };
}

/** Runs one suite, each output line prefixed with its name; resolves to its exit code. */
function run({ name, args }, failures) {
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
        for (const line of lines) {
          out.write(`[${name}] ${line}\n`);
          failures.take(line);
        }
      });
      stream.on("end", () => {
        if (!pending) return;
        out.write(`[${name}] ${pending}\n`);
        failures.take(pending);
      });
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    // Ending this script (Ctrl+C, a CI timeout) ends both suites with it.
    for (const event of ["SIGINT", "SIGTERM"]) process.on(event, () => child.kill(event));
  });
}

const started = Date.now();
const failures = suites.map(() => failureNotes());
const codes = await Promise.all(suites.map((suite, index) => run(suite, failures[index])));
const seconds = Math.round((Date.now() - started) / 1000);
for (const [index, suite] of suites.entries()) {
  if (codes[index] === 0) continue;
  const { report, failedTests, lastLines, left } = failures[index].notes;
  console.log(`\n── ${suite.name}: what failed (repeated from above) ──`);
  for (const line of report.length > 0 ? report : lastLines) console.log(line);
  for (const line of left) console.log(line);
  for (const test of failedTests) console.log(test);
}
for (const [index, suite] of suites.entries()) {
  console.log(`${suite.name}: ${codes[index] === 0 ? "passed" : `failed (exit ${codes[index]})`}`);
}
console.log(`all test layers: ${seconds} s`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
