import { describe, expect, it } from "vitest";
import { reusedWhenSlow } from "./reused-when-slow";

/** A read that takes `cost` ms of a fake clock and answers how many times it ran. */
function world(cost: number) {
  let now = 0;
  let runs = 0;
  let version = "v1";
  const read = async () => {
    now += cost;
    runs += 1;
    return runs;
  };
  return {
    read,
    clock: () => now,
    wait: (ms: number) => (now += ms),
    change: (next: string) => (version = next),
    options: { slowMs: 100, reuseMs: 60_000, version: async () => version },
  };
}

describe("reusedWhenSlow", () => {
  it("reads afresh every time while the read is quick", async () => {
    const { clock, read, options } = world(5);
    const get = reusedWhenSlow(read, options, clock);
    expect([await get(), await get(), await get()]).toEqual([1, 2, 3]);
  });

  it("hands a slow answer out again until its time is up, then reads again", async () => {
    const { clock, read, wait, options } = world(300);
    const get = reusedWhenSlow(read, options, clock);
    expect(await get()).toBe(1);
    wait(59_000);
    expect(await get()).toBe(1);
    wait(2_000);
    expect(await get()).toBe(2);
  });

  it("reads again at once when what the answer depends on has changed", async () => {
    const { clock, read, change, options } = world(300);
    const get = reusedWhenSlow(read, options, clock);
    expect(await get()).toBe(1);
    change("v2");
    expect(await get()).toBe(2);
  });
});
