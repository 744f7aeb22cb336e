import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { percentile, steadyLoad } from "./steady-load";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A server answering 200 at once, or 404 for /missing; `block(ms)` holds its thread. */
async function startServer() {
  const server = http.createServer((request, response) => {
    response.statusCode = request.url === "/missing" ? 404 : 200;
    response.end("ok");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the steady load of the decks' bench", () => {
  it("takes the nearest-rank percentile", () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });

  it("asks for each target at the rate, and counts what is not a 2xx", async () => {
    const url = await startServer();
    const stop = steadyLoad(url, [{ path: "/" }, { path: "/missing" }], 50);
    await wait(1_000);
    const figures = await stop();
    // 50 a second for each of the two targets, for a second (give or take the worker's start).
    expect(figures.requests).toBeGreaterThanOrEqual(80);
    expect(figures.requests).toBeLessThanOrEqual(110);
    expect(figures.non2xx).toBeGreaterThanOrEqual(40);
    expect(figures.errors).toBe(0);
  });

  it("counts a server's stall in full for every request due during it", async () => {
    const url = await startServer();
    const stop = steadyLoad(url, [{ path: "/" }], 100);
    await wait(300);
    // The server's thread (this one) held for 400 ms: about 40 requests fall due meanwhile and
    // wait for it, from 0 to 400 ms each; timed from when they left, each would look quick.
    const until = performance.now() + 400;
    while (performance.now() < until) {
      // busy
    }
    await wait(300);
    const figures = await stop();
    expect(figures.p99).toBeGreaterThan(300);
    expect(figures.p50).toBeLessThan(300);
  });
});
