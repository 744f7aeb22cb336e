import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type DealViewReport,
  DealViewReporter,
  type ReportOutcome,
  VIEW_REPORT_BACKOFF_MS,
  VIEW_REPORT_EVERY_MS,
  VIEW_REPORT_GAP_MS,
} from "./deal-views";

/**
 * The deal page's view reporting (contract §18): seconds per page, at most one report a
 * second, nothing counted while the tab is hidden, nothing lost to a refusal.
 */

type Sent = DealViewReport & { at: number };

function reporterWith(outcome: () => ReportOutcome = () => "recorded") {
  const sent: Sent[] = [];
  const tab = { visible: true };
  const reporter = new DealViewReporter(
    async (report) => {
      sent.push({ ...report, at: Date.now() });
      return outcome();
    },
    { now: () => Date.now(), visible: () => tab.visible },
  );
  return { reporter, sent, tab };
}

/** Lets the timers run and the reports' answers arrive. */
async function wait(milliseconds: number) {
  await vi.advanceTimersByTimeAsync(milliseconds);
}

const total = (sent: Sent[], page: number) =>
  sent.filter((report) => report.page === page).reduce((sum, report) => sum + report.seconds, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("DealViewReporter", () => {
  it("reports the page being read every few seconds", async () => {
    const { reporter, sent } = reporterWith();
    reporter.start();
    reporter.show(1);
    await wait(3 * VIEW_REPORT_EVERY_MS);
    expect(sent.map(({ page, seconds }) => ({ page, seconds }))).toEqual([
      { page: 1, seconds: 5 },
      { page: 1, seconds: 5 },
      { page: 1, seconds: 5 },
    ]);
    reporter.stop();
  });

  it("charges a page its time when the backer moves on, and says nothing of a glance", async () => {
    const { reporter, sent } = reporterWith();
    reporter.start();
    reporter.show(1);
    await wait(2300);
    reporter.show(2);
    expect(sent).toMatchObject([{ page: 1, seconds: 2 }]);
    // Through page 3 in 0.2 s: not a page seen.
    await wait(1200);
    reporter.show(3);
    await wait(200);
    reporter.show(4);
    await wait(2 * VIEW_REPORT_GAP_MS);
    reporter.stop();
    expect(sent.map((report) => report.page)).toEqual([1, 2, 4]);
    expect(total(sent, 2)).toBe(1);
  });

  it("never sends two reports within a second, and sends what waited once it may", async () => {
    const { reporter, sent } = reporterWith();
    reporter.start();
    reporter.show(1);
    await wait(1500);
    reporter.show(2);
    await wait(800);
    reporter.show(3);
    await wait(900);
    reporter.show(4);
    await wait(3 * VIEW_REPORT_GAP_MS);
    const gaps = sent.slice(1).map((report, index) => report.at - (sent[index] as Sent).at);
    expect(gaps.every((gap) => gap >= VIEW_REPORT_GAP_MS)).toBe(true);
    reporter.stop();
    await wait(VIEW_REPORT_GAP_MS);
    expect(new Set(sent.map((report) => report.page))).toEqual(new Set([1, 2, 3, 4]));
    expect(total(sent, 2)).toBe(1);
    expect(total(sent, 3)).toBe(1);
  });

  it("counts no time while the tab is hidden, and sends what was counted as it hides", async () => {
    const { reporter, sent, tab } = reporterWith();
    reporter.start();
    reporter.show(1);
    await wait(3000);
    tab.visible = false;
    reporter.pause();
    expect(sent).toMatchObject([{ page: 1, seconds: 3 }]);
    await wait(60_000);
    expect(sent).toHaveLength(1);
    tab.visible = true;
    reporter.resume();
    await wait(VIEW_REPORT_EVERY_MS);
    reporter.stop();
    expect(total(sent, 1)).toBe(8);
  });

  it("keeps the seconds of a refused report and sends them after a pause", async () => {
    let refuse = true;
    const { reporter, sent } = reporterWith(() => (refuse ? "later" : "recorded"));
    reporter.start();
    reporter.show(1);
    await wait(VIEW_REPORT_EVERY_MS);
    expect(sent).toHaveLength(1);
    refuse = false;
    await wait(VIEW_REPORT_BACKOFF_MS - VIEW_REPORT_EVERY_MS);
    expect(sent).toHaveLength(1);
    await wait(2 * VIEW_REPORT_EVERY_MS);
    // The refused 5 s are in the next report, with the time since.
    expect(sent[1]?.seconds).toBeGreaterThanOrEqual(VIEW_REPORT_BACKOFF_MS / 1000);
    reporter.stop();
  });

  it("stops for good once the link has ended", async () => {
    const { reporter, sent } = reporterWith(() => "stop");
    reporter.start();
    reporter.show(1);
    await wait(VIEW_REPORT_EVERY_MS);
    await wait(5 * VIEW_REPORT_EVERY_MS);
    reporter.show(2);
    await wait(5 * VIEW_REPORT_EVERY_MS);
    expect(sent).toHaveLength(1);
  });

  it("carries what rounding left out into the page's next report", async () => {
    const { reporter, sent } = reporterWith();
    reporter.start();
    reporter.show(1);
    await wait(1400);
    reporter.show(2);
    await wait(1200);
    reporter.show(1);
    await wait(1400);
    reporter.show(2);
    await wait(VIEW_REPORT_GAP_MS);
    reporter.stop();
    // 1.4 s + 1.4 s on page 1 is 2.8 s: 1 + 2 reported, not 1 + 1.
    expect(total(sent, 1)).toBe(3);
  });
});
