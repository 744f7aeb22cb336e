// The pure parts of the back office's JavaScript check (scripts/bench/admin-js.ts): the budget of
// an admin screen's first load (issue 38) and the verdict and table of the measured screens.
// Kept apart from the runner, which needs a browser, so they are unit-tested.
import type { PageWeight } from "./public-js-report";

/** An admin screen's first load, signed in: JavaScript on the wire and script files (issue 38). */
export const ADMIN_JS_BUDGET = { bytes: 150 * 1024, scripts: 12 } as const;
export type AdminJsBudget = { bytes: number; scripts: number };

/** The screens over either limit (at the limit passes). */
export function screensOverBudget(
  screens: readonly PageWeight[],
  budget: AdminJsBudget = ADMIN_JS_BUDGET,
) {
  return screens.filter(
    (screen) => screen.total > budget.bytes || screen.scripts.length > budget.scripts,
  );
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The lines printed by the check: one per screen with its largest scripts, then the verdict. */
export function renderAdminJs(
  screens: readonly PageWeight[],
  budget: AdminJsBudget = ADMIN_JS_BUDGET,
): string[] {
  const width = Math.max(...screens.map((screen) => screen.page.length), 6);
  const over = new Set(screensOverBudget(screens, budget));
  const lines = screens.map((screen) => {
    const largest = screen.scripts
      .slice(0, 3)
      .map((script) => `${script.file.replace(/^\/assets\//, "")} ${kB(script.bytes)}`)
      .join(", ");
    const verdict = over.has(screen) ? "OVER" : "ok";
    return `${screen.page.padEnd(width)}  ${kB(screen.total).padStart(9)}  ${String(screen.scripts.length).padStart(3)} scripts  ${verdict.padEnd(4)}  ${largest}`;
  });
  const limits = `${kB(budget.bytes)} of JavaScript in ${budget.scripts} scripts (on the wire, first load, signed in)`;
  lines.push(
    over.size === 0
      ? `every admin screen at or under ${limits}`
      : `${over.size} of ${screens.length} admin screens over ${limits}`,
  );
  return lines;
}
