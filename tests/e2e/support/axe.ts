import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { classConflicts } from "./class-conflicts";

/**
 * axe-core (WCAG 2.1 A and AA) in a page. axe is evaluated through the DevTools protocol,
 * which the page's Content-Security-Policy does not govern (it refuses inline scripts).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export type Violation = { id: string; impact: string | null; help: string; nodes: string[] };

export async function violations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(" ")} — ${node.failureSummary?.replaceAll("\n", " ")}`,
      ),
    }));
  }, TAGS);
}

/** Asserts that axe finds nothing in `state`, naming what it found otherwise. */
export async function expectAccessible(page: Page, state: string) {
  // Let entrance animations (toasts, dialogs) finish: half-faded text is not what stays.
  await page.waitForTimeout(350);
  const found = await violations(page);
  const report = found
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join("\n    ")}`)
    .join("\n  ");
  expect(found, `${state}:\n  ${report}`).toEqual([]);
}

/**
 * `expectAccessible`, and that no element carries two Tailwind utilities of which one overrides
 * the other (`classConflicts`): what a person sees must be what the code says. The accessibility
 * suites, which visit every screen in its states, use it.
 */
export async function expectAccessibleAndUnambiguous(page: Page, state: string) {
  await expectAccessible(page, state);
  const conflicts = await classConflicts(page);
  expect(conflicts, `${state}: conflicting utilities\n  ${conflicts.join("\n  ")}`).toEqual([]);
}
