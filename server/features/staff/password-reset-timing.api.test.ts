import { describe, expect, it } from "vitest";
import { mailWorldForThisFile } from "../../../tests/support/mail-test-app";
import { postJson } from "../../../tests/support/test-app";
import { admins } from "../../db/schema";

/**
 * Contract §16: a forgotten-password request must not tell, by its timing either, whether an
 * account matched. Requests for existing and unknown accounts are asked in pairs, one after
 * the other, and the median of the pairs' differences is compared: the machine's load, and the
 * mail worker woken by one request and still sending during the next, fall on a pair's two
 * alike, while a systematic difference between the paths is in every pair.
 */
const world = mailWorldForThisFile();

const ROUNDS = 30;
/** Each existing account is asked for once, so none reaches its own 3-an-hour limit. */
const existing = Array.from({ length: ROUNDS }, (_, i) => `timed-${i}`);
/** Existing accounts for the warm-up, so that it runs the existing path too. */
const warming = Array.from({ length: 5 }, (_, i) => `warm-known-${i}`);

async function timedRequest(login: string, remoteAddress: string) {
  const started = performance.now();
  const response = await postJson(
    world.t.app,
    "/api/admin/password-reset",
    { login },
    { remoteAddress },
  );
  const elapsed = performance.now() - started;
  expect(response.statusCode).toBe(202);
  return elapsed;
}

/**
 * The median, not the mean: on a busy machine one request in thirty may wait for a garbage
 * collection or another process, which moves a mean by more than the difference looked for;
 * a systematic difference between the paths moves the median as much as the mean.
 */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe("forgotten-password timing", () => {
  it("takes as long for an unknown login as for an existing account's, within noise", async () => {
    await world.t.database.db.insert(admins).values(
      [...existing, ...warming].map((username) => ({
        username,
        email: `${username}@studio.example`,
        role: "reviewer" as const,
      })),
    );
    // Warm up both paths (statement caches, JIT) before measuring.
    for (let i = 0; i < 5; i++) {
      await timedRequest(warming[i] ?? "", `10.8.0.${i}`);
      await timedRequest(`warm-unknown-${i}`, `10.8.1.${i}`);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Alternating which goes first, so neither always follows the other's mail.
      const pair = [
        () => timedRequest(existing[i] ?? "", `10.9.${i}.1`).then((ms) => known.push(ms)),
        () => timedRequest(`nobody-${i}`, `10.9.${i}.2`).then((ms) => unknown.push(ms)),
      ];
      if (i % 2) pair.reverse();
      for (const request of pair) await request();
    }
    const difference = Math.abs(median(known.map((ms, i) => ms - (unknown[i] ?? 0))));
    const overall = median([...known, ...unknown]);
    // Within a quarter of a request's time, and a few milliseconds at most: far below what
    // a network would let anyone measure, and far below a login's hashing time.
    expect(
      difference,
      `known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms, pairs differ by ${difference.toFixed(2)} ms`,
    ).toBeLessThan(Math.max(3, overall * 0.25));
    // The mail did go to the existing accounts: the test compared the two real paths.
    // (Several looks may be needed: sending slows to one a second while the loop was busy.)
    await expect
      .poll(
        async () =>
          (await world.deliveredMail()).filter((message) => message.to[0]?.startsWith("timed-"))
            .length,
        { timeout: 30_000, interval: 0 },
      )
      .toBe(ROUNDS);
  }, 60_000);
});
