import { chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Nginx, startNginx } from "../support/nginx";
import { freePort } from "../support/postgres-cluster";
import { type SiteProcess, startSiteChild } from "../support/site-process";
import { VALID_IDEA } from "../support/submission-payloads";

/**
 * The nginx configuration the README shows (docs/deploy/nginx.conf), run by a real nginx in
 * front of a real site (PGlite, TRUST_PROXY=1, PUBLIC_URL the nginx address). Its TLS lines
 * give way to a plain listen; everything else is the file as written. A second nginx from
 * the same file, less its X-Forwarded-Host line, stands for a proxy that passes a client's
 * X-Forwarded-Host on (ADR 011): the site must refuse the forged write there too.
 */

const DOCUMENTED = path.resolve("docs/deploy/nginx.conf");
/** Not the address of nginx or the site: the client connects from it (all of 127/8 is local). */
const CLIENT_ADDRESS = "127.0.0.2";
const FORGED = { "x-forwarded-host": "evil.example", origin: "https://evil.example" };

/** `text` with `from` replaced: it must be there exactly once, or the file changed under us. */
function replaceOnce(text: string, from: string, to: string) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`expected "${from}" once in ${DOCUMENTED}`);
  return parts.join(to);
}

/** docs/deploy/nginx.conf with the site's and nginx's ports and no TLS. */
function derivedConfig(documented: string, ports: { site: number; https: number; http: number }) {
  let config = replaceOnce(documented, "server 127.0.0.1:3000;", `server 127.0.0.1:${ports.site};`);
  config = replaceOnce(config, "listen 443 ssl;", `listen 127.0.0.1:${ports.https};`);
  config = replaceOnce(config, "listen 80;", `listen 127.0.0.1:${ports.http};`);
  for (const line of ["listen [::]:443 ssl;", "listen [::]:80;"])
    config = replaceOnce(config, line, "");
  return config.replace(/^\s*ssl_certificate(_key)?\s.*$/gm, "");
}

type Answer = { status: number; headers: Record<string, unknown>; body: string };

/** An HTTP request from CLIENT_ADDRESS, so the site's idea of the client can be checked. */
function send(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port,
        localAddress: CLIENT_ADDRESS,
        method: options.method ?? "GET",
        path: options.path ?? "/",
        headers: options.headers,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

const postIdea = (
  port: number,
  headers: Record<string, string>,
  body = JSON.stringify(VALID_IDEA),
) =>
  send(port, {
    method: "POST",
    path: "/api/ideas",
    headers: { "content-type": "application/json", ...headers },
    body,
  });

describe("the documented nginx configuration in front of the site", () => {
  let workDir: string;
  let dataDir: string;
  let site: SiteProcess | undefined;
  const proxies: Nginx[] = [];
  const ports = { https: 0, http: 0, passThrough: 0, passThroughHttp: 0 };
  let publicUrl: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "rootstock-proxy-"));
    await chmod(workDir, 0o755); // nginx's worker (nobody) passes through it
    dataDir = path.join(workDir, "data");
    for (const name of Object.keys(ports) as (keyof typeof ports)[]) ports[name] = await freePort();
    publicUrl = `http://127.0.0.1:${ports.https}`;
    site = await startSiteChild({
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      PUBLIC_URL: publicUrl,
      RATE_LIMITS: "on",
    });
    const documented = await readFile(DOCUMENTED, "utf8");
    const config = derivedConfig(documented, {
      site: site.port,
      https: ports.https,
      http: ports.http,
    });
    const passThrough = replaceOnce(
      derivedConfig(documented, {
        site: site.port,
        https: ports.passThrough,
        http: ports.passThroughHttp,
      }),
      'proxy_set_header X-Forwarded-Host "";',
      "",
    );
    for (const [name, text, port] of [
      ["documented", config, ports.https],
      ["pass-through", passThrough, ports.passThrough],
    ] as const) {
      const prefix = path.join(workDir, name);
      proxies.push(await startNginx(prefix, text, port));
    }
  });
  afterAll(async () => {
    for (const proxy of proxies) await proxy.stop();
    await site?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("passes a same-origin form POST on to the site", async () => {
    const health = await send(ports.https, { path: "/api/health" });
    expect(health.status).toBe(200);
    const response = await postIdea(ports.https, {
      origin: publicUrl,
      // A client's own entry: nginx replaces it with the address it sees.
      "x-forwarded-for": "203.0.113.66",
    });
    expect(response.status, response.body).toBe(201);
    expect(JSON.parse(response.body)).toMatchObject({ id: expect.any(Number) });
  });

  it("refuses a forged X-Forwarded-Host with a foreign Origin: 403, through either nginx", async () => {
    for (const port of [ports.https, ports.passThrough]) {
      const response = await postIdea(port, FORGED);
      expect(response.status, `port ${port}: ${response.body}`).toBe(403);
      expect(JSON.parse(response.body)).toEqual({
        message: "Cross-origin requests are not allowed",
      });
    }
    // A foreign Origin with the Host header forged instead: refused as well.
    const forgedHost = await postIdea(ports.https, {
      host: "evil.example",
      origin: "http://evil.example",
    });
    expect(forgedHost.status).toBe(403);
  });

  it("refuses an oversized body with the site's own JSON 413, before it reaches the site", async () => {
    const big = JSON.stringify({ ...VALID_IDEA, idea: "x".repeat(1_100_000) });
    const response = await postIdea(ports.https, { origin: publicUrl }, big);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: "The request body is larger than 1 MiB" });
  });

  it("sends plain HTTP to the HTTPS address", async () => {
    const response = await send(ports.http, { path: "/invest?from=ad" });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("https://www.example.com/invest?from=ad");
  });

  it("shows the site the real client address, not nginx's nor one the client sent", async () => {
    await site?.stop();
    // The per-address submission budget (RATE_LIMITS=on) is keyed by the address the site saw.
    const database = await PGlite.create(dataDir);
    try {
      const counters = await database.query<{ key: string }>("select key from rate_limit_counters");
      expect(counters.rows).toEqual([{ key: `POST /api/ideas ${CLIENT_ADDRESS}` }]);
      const ideas = await database.query<{ count: number }>(
        "select count(*)::int as count from startup_ideas",
      );
      expect(ideas.rows).toEqual([{ count: 1 }]);
    } finally {
      await database.close();
    }
  });
});
