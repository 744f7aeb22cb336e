import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submit } from "./support/admin";
import { adminApi, apiSession } from "./support/admin-api";
import { baseUrl } from "./support/browser";

/**
 * The production server as a visitor (or an attacker) meets it, over real HTTP:
 * admin pages hold no admin data without a session, every kind of response carries
 * the security headers, HTML pages a nonce-based CSP, and nothing grants CORS.
 */

const run = Date.now().toString(36);
const url = (path: string) => new URL(path, baseUrl()).href;

/** Names only this file's records carry: none may appear in a page served without a session. */
const SECRETS = {
  idea: `Confidential Quince ${run}`,
  ideaEmail: `quince-${run}@example.com`,
  interest: `Confidential Medlar ${run}`,
  interestEmail: `medlar-${run}@example.com`,
  draft: `Unpublished Loquat ${run}`,
};
const ids = { idea: 0, interest: 0, perspective: 0 };
let cookie: string;

beforeAll(async () => {
  ids.idea = (
    await submit("/api/ideas", {
      name: SECRETS.idea,
      email: SECRETS.ideaEmail,
      idea: `A private idea from ${SECRETS.idea}.`,
      sector: "Other",
      stage: "Other",
    })
  ).id;
  ids.interest = (
    await submit("/api/investment-interests", {
      name: SECRETS.interest,
      email: SECRETS.interestEmail,
      sectors: ["forestry"],
      investmentAmount: "$25,000+",
      additionalInfo: `A private note from ${SECRETS.interest}.`,
      termsAgreed: true,
    })
  ).id;
  cookie = await apiSession();
  const draft = await adminApi(cookie, "POST", "/api/admin/perspectives", {
    title: SECRETS.draft,
    summary: "A draft nobody outside may read.",
    content: `<p>${"Draft text that only the admin may see before publishing. ".repeat(2)}</p>`,
    category: "case_study",
    authorName: "Ada Field",
    authorTitle: "Partner",
    published: false,
  });
  expect(draft.status).toBe(201);
  ids.perspective = ((await draft.json()) as { id: number }).id;
});
afterAll(async () => {
  if (ids.perspective) {
    await adminApi(cookie, "DELETE", `/api/admin/perspectives/${ids.perspective}`);
  }
});

type Fetched = { status: number; headers: Headers; body: string };
async function get(path: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(url(path), { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const adminPages = () => [
  "/admin",
  "/admin/login",
  "/admin/startup-ideas",
  `/admin/startup-ideas/${ids.idea}`,
  "/admin/investment-interests",
  `/admin/investment-interests/${ids.interest}`,
  "/admin/perspectives",
  `/admin/perspectives/${ids.perspective}`,
  "/admin/perspectives/new",
  "/admin/settings/account",
  "/admin/settings/tags",
  "/admin/no-such-screen",
  // The data requests of client-side navigations.
  "/admin.data",
  "/admin/startup-ideas.data",
  `/admin/startup-ideas/${ids.idea}.data`,
  `/admin/investment-interests/${ids.interest}.data`,
  `/admin/perspectives/${ids.perspective}.data`,
];

describe("admin pages without a valid session", () => {
  it.each([
    ["no cookie", {}],
    [
      "a forged session cookie",
      { cookie: "rs_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    ],
  ])("hold no admin data with %s, are never stored and never indexed", async (_label, headers) => {
    for (const path of adminPages()) {
      const page = await get(path, headers);
      expect(page.status, path).toBeLessThan(500);
      for (const secret of Object.values(SECRETS)) {
        expect(page.body, `${path} shows ${secret}`).not.toContain(secret);
      }
      expect(page.headers.get("cache-control"), path).toBe("no-store");
      expect(page.headers.get("x-robots-tag"), path).toMatch(/noindex/);
      if (!path.endsWith(".data")) {
        expect(page.body, path).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      }
    }
  });

  it("while the same records are there for a signed-in admin", async () => {
    const idea = await adminApi(cookie, "GET", `/api/admin/startup-ideas/${ids.idea}`);
    expect(((await idea.json()) as { name: string }).name).toBe(SECRETS.idea);
  });
});

/** The CSP's script nonce, checked to be the only way in for scripts. */
function scriptNonce(csp: string | null) {
  expect(csp).toBeTruthy();
  const directives = new Map(
    (csp ?? "").split(";").map((directive) => {
      const [name = "", ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(csp).not.toContain("unsafe-eval");
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'self'"]);
  const scriptSrc = directives.get("script-src") ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-"));
  expect(nonces).toHaveLength(1);
  const nonce = nonces[0]?.slice("'nonce-".length, -1) ?? "";
  // 16 random bytes in base64: far too many to guess.
  expect(Buffer.from(nonce, "base64").length).toBeGreaterThanOrEqual(16);
  return nonce;
}

/** Every <script> in the page: its nonce and its text (empty for an external one). */
function scripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
    nonce: /\bnonce="([^"]*)"/.exec(match[1] ?? "")?.[1],
    text: match[2] ?? "",
  }));
}

function expectCommonHeaders(response: Fetched, what: string) {
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-powered-by"), what).toBeNull();
  expect(response.headers.get("strict-transport-security"), what).toMatch(/max-age=\d+/);
  expect(response.headers.get("access-control-allow-origin"), what).toBeNull();
  expect(response.headers.get("access-control-allow-credentials"), what).toBeNull();
}

const HTML_PAGES: [path: string, status: number][] = [
  ["/", 200],
  ["/startup-ideas", 200],
  ["/perspectives", 200],
  ["/privacy-policy", 200],
  ["/no/such/page", 404],
  ["/perspectives/no-such-article", 404],
  ["/admin", 200],
  ["/admin/login", 200],
];

describe("HTML pages", () => {
  it.each(HTML_PAGES)(
    "%s: a nonce CSP matching every script, frame-ancestors 'none', the common headers",
    async (path, status) => {
      const page = await get(path, { origin: "https://evil.example" });
      expect(page.status).toBe(status);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      const nonce = scriptNonce(page.headers.get("content-security-policy"));
      // A public page's scripts are the islands' entry only (ADR 043); the back office adds
      // React Router's inline ones. Each carries the response's nonce.
      const all = scripts(page.body);
      expect(all.length).toBeGreaterThan(0);
      for (const script of all) {
        expect(script.nonce, script.text.slice(0, 80)).toBe(nonce);
      }
      // No inline event handlers or javascript: URLs, which no nonce could allow.
      expect(page.body).not.toMatch(/<[^>]+\son[a-z]+=/i);
      expect(page.body).not.toMatch(/(href|src)="javascript:/i);
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      expectCommonHeaders(page, path);
    },
  );

  it.each(["/", "/perspectives", "/admin/login"])(
    "%s: a fresh nonce for every response, also when it comes from the server's cache",
    async (path) => {
      const nonces = new Set<string>();
      for (let n = 0; n < 3; n++) {
        const page = await get(path);
        const nonce = scriptNonce(page.headers.get("content-security-policy"));
        for (const script of scripts(page.body)) expect(script.nonce).toBe(nonce);
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(3);
    },
  );
});

describe("other responses", () => {
  it("built assets carry what a subresource needs and no document headers", async () => {
    const home = await get("/");
    const assets = [...home.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] ?? "",
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const path of assets) {
      const { status, headers } = await get(path, { origin: "https://evil.example" });
      expect(status, path).toBe(200);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      expect(headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      expect(headers.get("access-control-allow-origin"), path).toBeNull();
      for (const documentOnly of ["x-frame-options", "referrer-policy", "x-xss-protection"]) {
        expect(headers.get(documentOnly), `${path} ${documentOnly}`).toBeNull();
      }
    }
  });

  it("feeds and the API carry the common headers too, and no CORS grant", async () => {
    const paths = [
      "/favicon.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/perspectives/rss.xml",
      "/api/health",
      "/api/perspectives",
      "/api/nope",
      "/api/admin/me",
    ];
    for (const path of paths) {
      const response = await get(path, { origin: "https://evil.example" });
      expect(response.status, path).toBeLessThan(500);
      expectCommonHeaders(response, path);
    }
  });

  it("answers a CORS preflight from another site without granting anything", async () => {
    for (const path of ["/api/admin/login", "/api/ideas", "/api/admin/perspectives"]) {
      const response = await fetch(url(path), {
        method: "OPTIONS",
        headers: {
          origin: "https://evil.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
      expect(response.headers.get("access-control-allow-credentials"), path).toBeNull();
      expect(response.headers.get("access-control-allow-methods"), path).toBeNull();
    }
  });

  it("refuses a write from another site with 403, even to a page's path", async () => {
    for (const path of ["/api/ideas", "/%61pi/ideas", "/admin/login", "/"]) {
      const response = await fetch(url(path), {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        body: "{}",
      });
      expect(response.status, path).toBe(403);
    }
  });

  it("answers a write to a page from the site itself at once, with a 405", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const bodies: [type: string, body: string][] = [
        ["text/plain", "hello"],
        ["application/json", '{"name": "a\\u0000b"}'],
      ];
      for (const [type, body] of bodies) {
        const response = await fetch(url("/perspectives"), {
          method,
          headers: { "content-type": type },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        expect(response.status, `${method} ${type}`).toBe(405);
      }
    }
    expect((await get("/api/health")).status).toBe(200);
  });

  it("answers text PostgreSQL cannot store (NUL) with a 400 on pages too, never a 500", async () => {
    for (const path of [
      "/perspectives?search=a%00b",
      "/perspectives/a%00b",
      "/api/perspectives/a%00b",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
    }
    expect((await get("/api/health")).status).toBe(200);
  });
});
