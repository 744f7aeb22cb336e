import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { CheckedTarget } from "./webhook-address";

/** A delivery that does not answer within this has failed (contract §19). */
export const WEBHOOK_TIMEOUT_MS = 15_000;

export type PostOutcome =
  | { ok: true; status: number; durationMs: number }
  | { ok: false; status: number | null; error: string; durationMs: number };

/**
 * POSTs one delivery to the address that was checked (ADR 049): the connection's lookup answers
 * that address and nothing else, while the URL's host still names the server (TLS's SNI and
 * certificate check, and `Host`). Redirects are not followed: a 3xx is a failed attempt. The
 * answer's body is read and dropped, never kept; the whole exchange has 15 s.
 */
export function postWebhook(
  target: CheckedTarget,
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
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = send(
      target.url,
      {
        method: "POST",
        lookup,
        // A fresh connection each time, to the address just checked, never a pooled one.
        agent: false,
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
