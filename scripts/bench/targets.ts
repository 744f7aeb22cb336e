// What `npm run bench` measures on each database, and the budgets it holds them to.
import type { Target } from "./measure";
import type { Site } from "./site";

/** The budgets (docs/performance.md); docs/benchmarks.md lists them with each run. */
export const BUDGET = {
  pageShareOfCeiling: 0.4,
  jsonShareOfCeiling: 0.6,
  p99Ms: 50,
  exportMs: 1000,
  exportGrowthBytes: 50 * 1024 * 1024,
} as const;

/** The write measured: one startup idea, the same each time. */
export function writeTarget(): Target {
  const idea = {
    name: "Bench Marker",
    email: "bench.marker@example.com",
    phone: "231-555-0100",
    idea: "Soil moisture probes reporting over LoRa, so growers can time the first pass.",
    sector: "Ag Robotics & Automation",
    stage: "Prototype/MVP",
    website: "",
  };
  return {
    name: "POST /api/ideas",
    kind: "write",
    method: "POST",
    path: "/api/ideas",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(idea),
  };
}

/** The public pages and JSON reads, the admin search and the write, on a seeded site. */
export function targetsFor(site: Site, cookie: string): Target[] {
  const article = site.seeded.articleSlugs[Math.floor(site.seeded.articleSlugs.length / 2)];
  return [
    { name: "GET /", kind: "page", method: "GET", path: "/" },
    { name: "GET /perspectives", kind: "page", method: "GET", path: "/perspectives" },
    {
      name: "GET /perspectives/{slug} (cover photo)",
      kind: "page",
      method: "GET",
      path: `/perspectives/${article}`,
    },
    { name: "GET /api/perspectives", kind: "json", method: "GET", path: "/api/perspectives" },
    {
      name: "GET /api/perspectives/featured",
      kind: "json",
      method: "GET",
      path: "/api/perspectives/featured",
    },
    {
      name: `GET /api/admin/startup-ideas (search "${site.seeded.searchTerm}")`,
      kind: "admin",
      method: "GET",
      path: `/api/admin/startup-ideas?filter=search&search=${site.seeded.searchTerm}&sort=createdAt&direction=desc`,
      headers: { cookie },
    },
    writeTarget(),
  ];
}
