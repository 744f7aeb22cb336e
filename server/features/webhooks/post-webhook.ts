import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { CheckedTarget } from "./webhook-address";

/** A delivery that does not answer within this has failed (contract §19). */
export const WEBHOOK_TIMEOUT_MS = 15_000;

/**
 * Kept-alive connections for the deliveries, so that an endpoint's events do not each open
 * their own. A pool is keyed by the URL's origin and the address that was checked, never by the
 * host name alone: a socket it hands out was connected to that very address, so a later check
 * that resolves elsewhere gets a pool (and a connection) of its own (ADR 049).
 */
export function connectionPools() {
  const agents = new Map<string, http.Agent>();
  return {
    for(target: CheckedTarget): http.Agent {
      const key = `${target.url.origin} ${target.address}`;
      let agent = agents.get(key);
      if (!agent) {
        const Agent = target.url.protocol === "https:" ? https.Agent : http.Agent;
        // An idle connection is closed after this; a receiver usually closes sooner.
        agent = new Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });
        agents.set(key, agent);
      }
      return agent;
    },
    /** Closes every connection; the pools are empty after. */
    close() {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    },
  };
}

export type ConnectionPools = ReturnType<typeof connectionPools>;

const IDLE_CONNECTION_MS = 30_000;

export type PostOutcome =
  | { ok: true; status: number; durationMs: number }
  | { ok: false; status: number | null; error: string; durationMs: number };

/**
 * POSTs one delivery to the address that was checked (ADR 049): the connection's lookup answers
 * that address and nothing else, while the URL's host still names the server (TLS's SNI and
 * certificate check, and `Host`); a kept-alive connection comes from the pool of that address.
 * Redirects are not followed: a 3xx is a failed attempt. The
 * answer's body is read and dropped, never kept; the whole exchange has 15 s.
 */
export function postWebhook(
  target: CheckedTarget,
  pools: ConnectionPools,
  headers: Record<string, string>,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // With autoSelectFamily (Node's default) the lookup is asked for every address at once.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const send = target.url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve) => {
    let settled = false;
    /** `keep`: the answer was read whole, so its connection may serve the next delivery. */
    const finish = (outcome: PostOutcome, keep = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!keep) request.destroy();
      resolve(outcome);
    };
    const request = send(
      target.url,
      {
        method: "POST",
        lookup,
        agent: pools.for(target),
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "agri-venture-webhooks/1",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.on("end", () => {
          const durationMs = elapsed();
          finish(
            status >= 200 && status < 300
              ? { ok: true, status, durationMs }
              : { ok: false, status, error: `answered ${status}`, durationMs },
            true,
          );
        });
        response.on("error", (error) =>
          finish({ ok: false, status, error: error.message, durationMs: elapsed() }),
        );
      },
    );
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          status: null,
          error: `no answer within ${timeoutMs / 1000} s`,
          durationMs: elapsed(),
        }),
      timeoutMs,
    );
    request.on("error", (error) =>
      finish({ ok: false, status: null, error: error.message, durationMs: elapsed() }),
    );
    request.end(body);
  });
}
