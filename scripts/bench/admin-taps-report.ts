// The pure parts of the back office's tap check (scripts/bench/admin-taps.ts): issue 38's budget
// for moving between admin screens and the verdict and lines of the measured taps. Kept apart from
// the runner, which needs a browser, so they are unit-tested.

/** A tap shows the next screen within this, with the CPU slowed 4× (issue 38). */
export const TAP_BUDGET_MS = 300;
export const CPU_SLOWDOWN = 4;

/** One tap measured several times: milliseconds from the tap to the next screen drawn. */
export type TapTiming = { tap: string; runs: number[] };

/** The worst run: what the budget is judged on. */
export const worstRun = (timing: TapTiming) => Math.max(...timing.runs);

export const tapsOverBudget = (taps: readonly TapTiming[], budgetMs = TAP_BUDGET_MS) =>
  taps.filter((timing) => worstRun(timing) > budgetMs);

/** One line per tap (its runs, its worst, the verdict), then the overall verdict. */
export function renderAdminTaps(taps: readonly TapTiming[], budgetMs = TAP_BUDGET_MS): string[] {
  const width = Math.max(...taps.map((timing) => timing.tap.length), 4);
  const over = new Set(tapsOverBudget(taps, budgetMs));
  const lines = taps.map((timing) => {
    const runs = timing.runs.map((ms) => Math.round(ms)).join(", ");
    const verdict = over.has(timing) ? "OVER" : "ok";
    return `${timing.tap.padEnd(width)}  worst ${String(Math.round(worstRun(timing))).padStart(5)} ms  ${verdict.padEnd(4)}  (runs: ${runs} ms)`;
  });
  const limit = `${budgetMs} ms with the CPU slowed ${CPU_SLOWDOWN}×`;
  lines.push(
    over.size === 0
      ? `every tap shows its screen within ${limit}`
      : `${over.size} of ${taps.length} taps over ${limit}`,
  );
  return lines;
}
