// Load generation shared by the benchmarks: one target, measured with autocannon, and
// several rounds of it combined into one figure.
import autocannon from "autocannon";

export type TargetKind = "page" | "json" | "write" | "admin";
export type Target = {
  name: string;
  kind: TargetKind;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Each request from another client address (X-Forwarded-For, for a site behind TRUST_PROXY). */
  newClientPerRequest?: boolean;
  /** Each request to another path (the nth request's), instead of `path` every time. */
  pathOfRequest?: (n: number) => string;
};

export type Measured = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
};
export async function measure(
  url: string,
  target: Target,
  seconds: number,
  connections: number,
): Promise<Measured> {
  const result = await autocannon({
    url: url + target.path,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    pipelining: 1,
    ...(target.newClientPerRequest || target.pathOfRequest
      ? { requests: [{ setupRequest: varied(target) }] }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** What changes from one request to the next: the client address, the path, or both. */
function varied(target: Target): (request: autocannon.Request) => autocannon.Request {
  let sent = 0;
  return (request) => {
    const fromClient = target.newClientPerRequest ? fromNewClient(request) : request;
    return target.pathOfRequest
      ? { ...fromClient, path: target.pathOfRequest(sent++) }
      : fromClient;
  };
}

let clients = 0;
/** Sets X-Forwarded-For to the next of 16 million documentation-style private addresses. */
function fromNewClient(request: autocannon.Request): autocannon.Request {
  const n = clients++ % 16_777_216;
  const address = `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
  return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
}

/** Rounds as one figure: mean requests per second, median p50, worst p99. */
export function combine(rounds: Measured[]): Measured {
  const sum = (pick: (round: Measured) => number) =>
    rounds.reduce((total, round) => total + pick(round), 0);
  const p50s = rounds.map((round) => round.p50).sort((a, b) => a - b);
  return {
    requestsPerSecond: sum((round) => round.requestsPerSecond) / rounds.length,
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...rounds.map((round) => round.p99)),
    requests: sum((round) => round.requests),
    errors: sum((round) => round.errors),
    non2xx: sum((round) => round.non2xx),
  };
}
