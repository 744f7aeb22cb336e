import type { Database } from "../../server/db/client";
import { strategicPerspectives } from "../../server/db/schema";

/** A stored perspective as the tests write it: what the admin API would have stored. */
export type PerspectiveSeed = typeof strategicPerspectives.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `days` before a fixed moment, so orders and formatted dates are predictable. */
export const daysAgo = (days: number, from = new Date("2026-03-15T12:00:00Z")) =>
  new Date(from.getTime() - days * DAY_MS);

/**
 * A complete published perspective (content as the sanitizer leaves it), with whatever
 * the test cares about overridden. `key` makes title and slug unique.
 */
export function perspectiveSeed(key: string, overrides: Partial<PerspectiveSeed> = {}) {
  const slug = key.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    title: `Perspective ${key}`,
    slug,
    summary: `A short summary of perspective ${key} for the list card.`,
    content: `<p>The body of perspective ${key}, long enough to pass the fifty character minimum.</p>`,
    category: "market_analysis",
    authorName: "Ada Fieldwright",
    authorTitle: "Partner",
    coverImage: null,
    authorImage: null,
    featured: false,
    published: true,
    publishedAt: daysAgo(1),
    ...overrides,
  } satisfies PerspectiveSeed;
}

/** Writes perspectives straight to the database and returns them with their ids. */
export async function insertPerspectives(db: Database, rows: PerspectiveSeed[]) {
  return db.insert(strategicPerspectives).values(rows).returning();
}
