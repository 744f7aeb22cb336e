import { describe, expect, it } from "vitest";
import { mailWorldForThisFile } from "../../../tests/support/mail-test-app";
import { postJson } from "../../../tests/support/test-app";
import { admins } from "../../db/schema";

/**
 * Contract §16: a forgotten-password request must not tell, by its timing either, whether an
 * account matched. Requests for existing and unknown accounts are interleaved (so the
 * machine's load falls on both alike) and their mean times compared.
 */
const world = mailWorldForThisFile();

const ROUNDS = 30;
/** Each existing account is asked for once, so none reaches its own 3-an-hour limit. */
const existing = Array.from({ length: ROUNDS }, (_, i) => `timed-${i}`);

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

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe("forgotten-password timing", () => {
  it("takes as long for an unknown login as for an existing account's, within noise", async () => {
    await world.t.database.db.insert(admins).values(
      existing.map((username) => ({
        username,
        email: `${username}@studio.example`,
        role: "reviewer" as const,
      })),
    );
    // Warm up both paths (statement caches, JIT) before measuring.
    for (let i = 0; i < 5; i++) {
      await timedRequest(`warm-${i}@studio.example`, `10.8.0.${i}`);
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
    const difference = Math.abs(mean(known) - mean(unknown));
    const overall = mean([...known, ...unknown]);
    // Within a quarter of a request's time, and a few milliseconds at most: far below what
    // a network would let anyone measure, and far below a login's hashing time.
    expect(
      difference,
      `known ${mean(known).toFixed(2)} ms, unknown ${mean(unknown).toFixed(2)} ms`,
    ).toBeLessThan(Math.max(3, overall * 0.25));
    // The mail did go to the existing accounts: the test compared the two real paths.
    const mail = await world.deliveredMail();
    expect(mail.filter((message) => message.to[0]?.startsWith("timed-"))).toHaveLength(ROUNDS);
  });
});
