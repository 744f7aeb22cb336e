import { open, stat } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterEach, beforeEach, inject } from "vitest";

/** What a page open in a test had to say when the test failed. */
export type OpenPage = { page: Page; problems: string[] };

/** As much of a page's main text as tells which state it was in. */
const PAGE_TEXT_SHOWN = 1_200;
/** The server's lines kept in the report (its last ones during the test), each cut to a width. */
const SERVER_LINES_SHOWN = 12;
const SERVER_LINE_WIDTH = 400;
/**
 * The report's first and last lines (as in scripts/test-suites.mjs, which repeats what is between
 * them at the end of the output: the part CI shows).
 */
const REPORT_START = "── what the failing test left";
const REPORT_END = "── end of what the failing test left ──";

/**
 * When a browser test fails, prints what it could not show: each page it still had open (its
 * address, its text, its console errors) and what the site wrote to its log during the test.
 * A step that timed out in CI then says whether the page was still sending, showed an error,
 * or the server failed, instead of only which element never appeared.
 */
export function reportFailures(openPages: ReadonlySet<OpenPage>) {
  let logStart = 0;
  beforeEach(async () => {
    logStart = await logSize();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state !== "fail") return;
    const report = [`${REPORT_START}: "${task.name}" ──`];
    for (const { page, problems } of openPages) {
      if (page.isClosed()) continue;
      report.push(`page ${page.url()}: ${await mainText(page)}`);
      if (problems.length) report.push(`its console errors: ${problems.join(" / ")}`);
    }
    const lines = (await logSince(logStart)).split("\n").filter(Boolean);
    report.push(
      `the site's log during the test: ${lines.length} lines${lines.length ? ", the last:" : ""}`,
      ...lines.slice(-SERVER_LINES_SHOWN).map((line) => line.slice(0, SERVER_LINE_WIDTH)),
      REPORT_END,
    );
    console.log(report.join("\n"));
  });
}

/** The page's main text (or its body's) on one line, its line breaks as " / ". */
async function mainText(page: Page) {
  const main = page.locator("main");
  const text = await ((await main.count()) === 1 ? main : page.locator("body"))
    .innerText({ timeout: 2_000 })
    .catch((error: Error) => `(no text: ${error.message})`);
  return text.replace(/\s*\n\s*/g, " / ").slice(0, PAGE_TEXT_SHOWN);
}

async function logSize() {
  return (await stat(inject("e2eServerLog")).catch(() => ({ size: 0 }))).size;
}

async function logSince(start: number) {
  const file = await open(inject("e2eServerLog")).catch(() => undefined);
  if (!file) return "";
  try {
    const { size } = await file.stat();
    const buffer = Buffer.alloc(Math.max(0, size - start));
    await file.read(buffer, 0, buffer.length, start);
    return buffer.toString("utf8");
  } finally {
    await file.close();
  }
}
