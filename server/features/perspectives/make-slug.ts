import { PERSPECTIVE_LIMITS } from "@shared/schemas/perspective";
import slugify from "@sindresorhus/slugify";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { strategicPerspectives } from "../../db/schema";

/** The slug of a title that has no letter or digit to keep ("???", "日本語"). */
export const FALLBACK_SLUG = "perspective";

/**
 * Words that are never a perspective's slug: paths beside /perspectives/{slug} and
 * /api/perspectives/{slug} (`featured`; the feed is /perspectives/rss.xml, and no slug
 * holds a dot, but `rss-xml` and `rss` would read as the feed all the same).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["featured", "rss", "rss-xml"]);

/** How many numbered candidates one look-up checks. */
const CANDIDATES_PER_LOOKUP = 50;

/**
 * The slug a title asks for: lowercase ASCII (accents and other scripts transliterated),
 * words joined by "-", at most 80 characters, never empty. Not yet made unique.
 */
export function baseSlug(title: string): string {
  const slug = slugify(title, {
    // "AgTech" is one word, not "ag-tech".
    decamelize: false,
  });
  return truncateSlug(slug, PERSPECTIVE_LIMITS.slugMax) || FALLBACK_SLUG;
}

/** `base` for n = 1, else `base-n`, shortened so that the whole stays within 80 characters. */
export function numberedSlug(base: string, n: number): string {
  if (n === 1) return base;
  const suffix = `-${n}`;
  const stem = truncateSlug(base, PERSPECTIVE_LIMITS.slugMax - suffix.length) || FALLBACK_SLUG;
  return `${stem}${suffix}`;
}

/** At most `max` characters, cut at a "-" when one is near, never ending with "-". */
function truncateSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  // Cut between words when that loses little; a single very long word is cut where it is.
  const lastDash = cut.lastIndexOf("-");
  const atWord = lastDash >= max / 2 ? cut.slice(0, lastDash) : cut;
  return atWord.replace(/-+$/, "");
}

/**
 * A slug for a new perspective with this title: the first of `base`, `base-2`,
 * `base-3`… that no perspective has and that is not reserved. Another writer may take
 * it before the insert: the unique index refuses the second one, and the caller asks
 * again (see createPerspective).
 */
export async function makeSlug(db: Database, title: string): Promise<string> {
  const base = baseSlug(title);
  for (let first = 1; ; first += CANDIDATES_PER_LOOKUP) {
    const candidates = Array.from({ length: CANDIDATES_PER_LOOKUP }, (_, index) =>
      numberedSlug(base, first + index),
    ).filter((candidate) => !RESERVED_SLUGS.has(candidate));
    const taken = new Set(
      (
        await db
          .select({ slug: strategicPerspectives.slug })
          .from(strategicPerspectives)
          .where(inArray(strategicPerspectives.slug, candidates))
      ).map((row) => row.slug),
    );
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}
