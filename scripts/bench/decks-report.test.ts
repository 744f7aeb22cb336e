import { describe, expect, it } from "vitest";
import { type DecksRun, describeDecks, judgeDecks, renderDecks } from "./decks-report";

const MB = 1024 * 1024;
const NAMES = { pglite: "PGlite", postgres: "PostgreSQL" } as const;

function run(
  change: {
    readySeconds?: number | null;
    peakBytes?: number;
    p99?: number;
    non2xx?: number;
    hostileSeconds?: number | null;
    hostileAfterBytes?: number;
  } = {},
): DecksRun {
  const hostile = (name: string) => ({
    name,
    bytes: 1_000,
    seconds: change.hostileSeconds === undefined ? 2.5 : change.hostileSeconds,
    rssBeforeBytes: 200 * MB,
    rssAfterBytes: change.hostileAfterBytes ?? 205 * MB,
  });
  return judgeDecks({
    kind: "pglite",
    load: { start: 1.5, end: 2.25 },
    deck: {
      bytes: 20 * MB,
      pages: 30,
      uploadSeconds: 1.25,
      readySeconds: change.readySeconds === undefined ? 14.5 : change.readySeconds,
      rssBeforeBytes: 180 * MB,
      rssPeakBytes: change.peakBytes ?? 250 * MB,
    },
    cpuSeconds: { server: 4.25, children: 11.5, baselineServer: 0.1 },
    otherRate: 50,
    baseline: { requests: 1_000, p50: 2, p99: 20, errors: 0, non2xx: 0 },
    other: {
      requests: 1_500,
      p50: 3,
      p99: change.p99 ?? 40,
      errors: 0,
      non2xx: change.non2xx ?? 0,
    },
    hostile: [hostile("20,000² image"), hostile("2^40 form bomb")],
  });
}

describe("the pitch decks' bench, as judged and reported", () => {
  it("meets the budgets within 20 s, +150 MB, p99 < 100 ms and hostile files stopped in 30 s", () => {
    expect(run().pass).toBe(true);
    expect(run({ readySeconds: 20 }).pass).toBe(true);
    expect(run({ readySeconds: 20.1 }).pass).toBe(false);
    expect(run({ readySeconds: null }).pass).toBe(false);
    expect(run({ peakBytes: 330 * MB }).pass).toBe(true);
    expect(run({ peakBytes: 331 * MB }).pass).toBe(false);
    expect(run({ p99: 100 }).pass).toBe(false);
    expect(run({ non2xx: 1 }).pass).toBe(false);
    expect(run({ hostileSeconds: 30.5 }).pass).toBe(false);
    expect(run({ hostileSeconds: null }).pass).toBe(false);
    expect(run({ hostileAfterBytes: 221 * MB }).pass).toBe(false);
    expect(run({ hostileAfterBytes: 150 * MB }).pass).toBe(true);
  });

  it("says the deck, the others' p99 and each hostile file on one line", () => {
    expect(describeDecks(run())).toBe(
      "30 pages, 20.0 MB: answered in 1.3 s, pages ready in 14.5 s (CPU 11.5 s in PDF children, 4.3 s in the server (0.10 s/s before, the other requests alone)); RSS +70.0 MB; other requests p99 40 ms (1,500 requests; 20 ms alone); 20,000² image: 2.5 s, RSS +5.0 MB; 2^40 form bomb: 2.5 s, RSS +5.0 MB — budget ready ≤ 20 s, RSS rise ≤ 150.0 MB, others' p99 < 100 ms; hostile stopped ≤ 30 s, RSS within 20.0 MB: ok",
    );
    expect(describeDecks(run({ readySeconds: null, hostileAfterBytes: 190 * MB }))).toContain(
      "pages ready in never (CPU",
    );
    expect(describeDecks(run({ hostileAfterBytes: 190 * MB }))).toContain("RSS −10.0 MB");
  });

  it("renders one row per measured database, and nothing when none was", () => {
    const markdown = renderDecks([run(), { ...run({ readySeconds: 25 }), kind: "postgres" }], NAMES)
      .join("\n")
      .split("\n");
    expect(markdown[0]).toBe("## Pitch decks");
    expect(markdown[2]).toContain("at 50 requests per second each");
    expect(markdown).toContain(
      "| PGlite | 30 pages, 20.0 MB | 1.3 s | 14.5 s | 11.5 s in PDF children, 4.3 s in the server (0.10 s/s before, the other requests alone) | +70.0 MB | 2 ms / 20 ms (1,000) | 3 ms / 40 ms (1,500) | 20,000² image: 2.5 s, RSS +5.0 MB; 2^40 form bomb: 2.5 s, RSS +5.0 MB | ready ≤ 20 s, RSS rise ≤ 150.0 MB, others' p99 < 100 ms; hostile stopped ≤ 30 s, RSS within 20.0 MB | 1.50 → 2.25 | met |",
    );
    expect(markdown.find((line) => line.startsWith("| PostgreSQL |"))).toMatch(
      /\| \*\*MISSED\*\* \|$/,
    );
    expect(renderDecks([], NAMES)).toEqual([]);
  });
});
