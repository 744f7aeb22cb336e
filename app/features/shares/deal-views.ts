import type { dealView } from "@shared/schemas/shares";
import type { z } from "zod";
import { dealViewsUrl } from "./deal-api";

export type DealViewReport = z.infer<typeof dealView>;

/** What became of a report: kept, to be tried again later (429, a network failure), or never again (the link ended). */
export type ReportOutcome = "recorded" | "later" | "stop";

/** While one page stays shown, its seconds are sent this often. */
export const VIEW_REPORT_EVERY_MS = 5000;
/**
 * The server records at most one report a second per link (contract §18), timed as they
 * arrive: half a second more, so that two reports sent a second apart and delayed unequally
 * on the way are not refused.
 */
export const VIEW_REPORT_GAP_MS = 1500;
/** After a refusal (429) or a failure, reports wait this long; the seconds are kept. */
export const VIEW_REPORT_BACKOFF_MS = 30_000;

type Clock = { now: () => number; visible: () => boolean };

/**
 * Counts the seconds a backer spends on each page of a deck and sends them as `{page,
 * seconds}`, never more than one a second: the current page's every few seconds, a page's
 * when the backer leaves it, and what is counted when the tab is hidden or closed. Time while
 * the tab is hidden is not counted. Sending never blocks the page: a report that fails is
 * kept and tried again later; the fraction of a second a report rounds away is carried over.
 */
export class DealViewReporter {
  private page: number | null = null;
  /** When the current page's uncounted time began; null while the tab is hidden. */
  private countingSince: number | null = null;
  /** Milliseconds counted but not yet sent, by page. */
  private readonly unsent = new Map<number, number>();
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private waitUntil = 0;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly send: (report: DealViewReport) => Promise<ReportOutcome>,
    private readonly clock: Clock = {
      now: () => Date.now(),
      visible: () => document.visibilityState === "visible",
    },
  ) {}

  /** Starts the every-few-seconds report of the page being read. */
  start() {
    this.heartbeat ??= setInterval(() => this.flush(), VIEW_REPORT_EVERY_MS);
  }

  /** A page is shown: the one before it is charged its time and reported. */
  show(page: number) {
    this.settle();
    this.page = page;
    this.countingSince = this.clock.visible() ? this.clock.now() : null;
    this.flush();
  }

  /** The tab was hidden or is being closed: what was counted is sent now. */
  pause() {
    this.settle();
    this.countingSince = null;
    this.flush();
  }

  /** The tab is shown again. */
  resume() {
    if (this.page !== null && this.countingSince === null) this.countingSince = this.clock.now();
  }

  /** Sends what is counted (as far as the one-a-second rule allows) and stops. */
  stop() {
    this.pause();
    clearInterval(this.heartbeat);
    clearTimeout(this.retry);
    this.heartbeat = undefined;
    this.retry = undefined;
  }

  /** Adds the current page's time since the last settling to what is unsent. */
  private settle() {
    if (this.page === null || this.countingSince === null) return;
    const now = this.clock.now();
    this.add(this.page, now - this.countingSince);
    this.countingSince = now;
  }

  private add(page: number, milliseconds: number) {
    this.unsent.set(page, (this.unsent.get(page) ?? 0) + milliseconds);
  }

  /** Sends the next page's unsent time (see `next`), as far as the one-a-second rule allows. */
  flush() {
    if (this.stopped) return;
    this.settle();
    const now = this.clock.now();
    const due = Math.max(this.lastSentAt + VIEW_REPORT_GAP_MS, this.waitUntil);
    if (now < due) {
      this.later(due - now);
      return;
    }
    const next = this.next();
    if (!next) return;
    const [page, milliseconds] = next;
    const seconds = Math.round(milliseconds / 1000);
    // What rounding added or left out is counted against the page's next report.
    this.unsent.set(page, milliseconds - seconds * 1000);
    this.lastSentAt = now;
    void this.send({ page, seconds }).then(
      (outcome) => this.settled(page, seconds, outcome),
      () => this.settled(page, seconds, "later"),
    );
    if (this.next()) this.later(VIEW_REPORT_GAP_MS);
  }

  private settled(page: number, seconds: number, outcome: ReportOutcome) {
    if (outcome === "recorded") return;
    if (outcome === "stop") {
      this.stopped = true;
      this.stop();
      return;
    }
    this.add(page, seconds * 1000);
    this.waitUntil = this.clock.now() + VIEW_REPORT_BACKOFF_MS;
  }

  /**
   * The next page to report: a page the backer has left (its time no longer grows) before the
   * one being read, which would otherwise win every time; none under half a second.
   */
  private next(): [number, number] | undefined {
    let reading: [number, number] | undefined;
    for (const entry of this.unsent) {
      if (entry[1] < 500) continue;
      if (entry[0] !== this.page) return entry;
      reading = entry;
    }
    return reading;
  }

  private later(milliseconds: number) {
    if (this.retry !== undefined) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.flush();
    }, milliseconds);
  }
}

/**
 * POST /api/deal/{token}/views, as `keepalive` so that a report sent while the tab closes
 * still arrives. Never throws: the outcome says whether to try again.
 */
export async function sendDealView(token: string, report: DealViewReport): Promise<ReportOutcome> {
  try {
    const response = await fetch(dealViewsUrl(token), {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
    });
    if (response.ok) return "recorded";
    // Gone (revoked, expired, ended) or refused as malformed: sending again would not help.
    return response.status === 429 || response.status >= 500 ? "later" : "stop";
  } catch {
    return "later";
  }
}
