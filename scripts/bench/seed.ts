// A realistic volume of data for the measurements, written through the server's Drizzle
// schema (submissions, in batches) and its own createPerspective (slugs, sanitizing), the
// same for every run (a fixed pseudo-random sequence).

import { CAPITAL_BRACKETS, INDUSTRY_CODES } from "@shared/schemas/investment-interest";
import { perspectiveInput } from "@shared/schemas/perspective";
import { PERSPECTIVE_CATEGORY_CODES } from "@shared/schemas/perspective-categories";
import { STARTUP_SECTORS, STARTUP_STAGES } from "@shared/schemas/startup-idea";
import { SUBMISSION_STATUSES } from "@shared/schemas/submission-status";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { investmentInterests, startupIdeas, strategicPerspectives } from "../../server/db/schema";
import { prepareUpload } from "../../server/features/media/prepare-upload";
import { storeUpload } from "../../server/features/media/upload-media";
import { createPerspective } from "../../server/features/perspectives/create-perspective";
import { noisyPhoto } from "./noisy-photo";

export type SeedVolume = { ideas: number; interests: number; perspectives: number };

export const FULL_VOLUME: SeedVolume = { ideas: 10_000, interests: 10_000, perspectives: 300 };

/** A word the admin search benchmark looks for: present in about one submission in twelve. */
export const SEARCH_TERM = "aquaponics";

const BATCH = 500;
const DAY_MS = 86_400_000;
const NOW = Date.parse("2026-03-15T12:00:00Z");

/** mulberry32: small, fast and the same everywhere. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** First names and sentences founders write, shared with the scale seed (scale-seed.ts). */
export const FIRST = [
  "Ada",
  "Ben",
  "Cara",
  "Dev",
  "Elin",
  "Femi",
  "Gus",
  "Hana",
  "Ivo",
  "Jo",
  "Kai",
  "Lena",
  "Milo",
  "Nora",
  "Omar",
  "Pia",
  "Rafe",
  "Sana",
  "Theo",
  "Uma",
  "Vic",
  "Wren",
  "Yara",
  "Zed",
];
const LAST = [
  "Fieldwright",
  "Barley",
  "Combs",
  "Dykstra",
  "Eckert",
  "Furrow",
  "Granger",
  "Hollis",
  "Ivers",
  "Jansen",
  "Kowalski",
  "Lindqvist",
  "Meadows",
  "Novak",
  "Okafor",
  "Petrov",
  "Quinn",
  "Rasmussen",
  "Sowers",
  "Tillman",
  "Underhill",
  "Vance",
  "Whitfield",
  "Yoder",
];
export const SENTENCES = [
  "Growers in the northern counties lose a week of planting every spring to wet headlands.",
  "A low-cost soil moisture probe that reports over LoRa would let them time the first pass.",
  "Dairy co-ops spend more on hauling than on the feed additives they are trying to sell.",
  "Cover-crop seed mixes could be matched to each field's soil test instead of sold by the bag.",
  "Small orchards have no affordable way to count fruit before thinning decisions are made.",
  "Independent grain elevators still book deliveries by phone and fax in the busy weeks.",
  "A shared booking calendar for custom harvesting crews would cut idle days for both sides.",
  "Rabbit breeders track pedigrees in spreadsheets that break the moment a doe is re-registered.",
  "Forestry contractors need a way to prove replanting density to certifiers without a site visit.",
  "Turning orchard prunings into biochar on the farm would close a waste loop and build soil carbon.",
  "Drone imagery is cheap now, but turning it into a spray map still takes an agronomist's evening.",
  "Farm shops want to sell online, yet none of the platforms understand seasonal stock.",
];
const TITLES = [
  "Soil carbon",
  "Precision irrigation",
  "Grain logistics",
  "Farm robotics",
  "Seed genetics",
  "Orchard analytics",
  "Dairy margins",
  "Forestry credits",
  "Biological inputs",
  "Rural broadband",
  "Food traceability",
  "Greenhouse energy",
];
const ANGLES = [
  "what the field trials showed",
  "the numbers behind the hype",
  "a buyer's guide for co-ops",
  "lessons from three pilots",
  "where the margin really is",
  "why adoption stalls",
  "the next five years",
  "a founder's field notes",
];

/** An article body of 6–10 kB, using the tags the sanitizer keeps. */
function articleHtml(next: () => number, title: string) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const paragraph = () =>
    `<p>${Array.from({ length: 4 + Math.floor(next() * 3) }, () => pick(SENTENCES)).join(" ")}</p>`;
  const parts = [paragraph(), paragraph()];
  const target = 6_000 + Math.floor(next() * 4_000);
  let section = 1;
  while (parts.join("").length < target) {
    parts.push(`<h2>${title}: part ${section++}</h2>`, paragraph());
    if (section % 2 === 0) {
      parts.push(
        `<ul>${Array.from({ length: 4 }, () => `<li>${pick(SENTENCES)}</li>`).join("")}</ul>`,
        `<blockquote><p>${pick(SENTENCES)}</p></blockquote>`,
      );
    } else {
      parts.push(
        `<p>Read more in our <a href="https://example.com/report-${section}">field report</a>, or <strong>write to us</strong> with <em>your</em> numbers.</p>`,
      );
    }
    parts.push(paragraph());
  }
  return parts.join("\n");
}

/**
 * Writes the volume into an empty database: ideas and interests spread over two years with
 * every status, sector and amount; perspectives through createPerspective (a few drafts,
 * some featured), their publication dates then spread out.
 */
export async function seedDatabase(db: Database, volume: SeedVolume) {
  const next = random(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const person = (index: number) => {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${index}@example.com`;
    return { name, email };
  };
  const text = (sentences: number) => {
    const chosen = Array.from({ length: sentences }, () => pick(SENTENCES));
    if (next() < 0.08) chosen.push("We would pilot it with two aquaponics growers first.");
    return chosen.join(" ");
  };
  const createdAt = () => new Date(NOW - Math.floor(next() * 730 * DAY_MS));

  for (let start = 0; start < volume.ideas; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, volume.ideas - start) }, (_, i) => {
      const at = createdAt();
      return {
        ...person(start + i),
        phone:
          next() < 0.6 ? `231-555-${String(1000 + ((start + i) % 9000)).padStart(4, "0")}` : null,
        idea: text(2 + Math.floor(next() * 5)),
        sector: pick(STARTUP_SECTORS),
        stage: pick(STARTUP_STAGES),
        status: pick(SUBMISSION_STATUSES),
        notes: next() < 0.2 ? "Called back; waiting for a deck." : null,
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.insert(startupIdeas).values(rows);
  }

  for (let start = 0; start < volume.interests; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, volume.interests - start) }, (_, i) => {
      const at = createdAt();
      const bracket = pick(CAPITAL_BRACKETS);
      const sectors = [
        ...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(INDUSTRY_CODES))),
      ];
      return {
        ...person(start + i),
        phone: next() < 0.5 ? "(231) 555-0142" : null,
        sectors,
        investmentAmount: next() < 0.5 ? bracket.investPage : bracket.startupsPage,
        additionalInfo: next() < 0.7 ? text(1 + Math.floor(next() * 3)) : null,
        status: pick(SUBMISSION_STATUSES),
        notes: null,
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.insert(investmentInterests).values(rows);
  }

  const slugs: string[] = [];
  for (let index = 0; index < volume.perspectives; index++) {
    const topic = pick(TITLES);
    const title = `${topic}: ${pick(ANGLES)}`;
    const input = perspectiveInput.parse({
      title,
      summary: `${pick(SENTENCES)} ${pick(SENTENCES)}`.slice(0, 240),
      content: articleHtml(next, topic),
      category: pick(PERSPECTIVE_CATEGORY_CODES),
      coverImage: null,
      authorName: `${pick(FIRST)} ${pick(LAST)}`,
      authorTitle: pick(["Partner", "Agronomist", "Venture lead", "Field analyst"]),
      authorImage: null,
      featured: index % 25 === 0,
      published: index % 20 !== 7,
    });
    const record = await createPerspective(db, input, null);
    if (record.published) slugs.push(record.slug);
  }
  // The article the benchmarks read carries an uploaded cover photo, as most articles will.
  const coverSlug = slugs[Math.floor(slugs.length / 2)];
  if (coverSlug) {
    const cover = await storeUpload(
      db,
      // A camera export for the web: 2400 × 1600, about a megabyte.
      await prepareUpload(await noisyPhoto(2400, 1600, 18, 80)),
      { alt: "Rows of young maize at dawn", decorative: false },
      null,
    );
    await db
      .update(strategicPerspectives)
      .set({ coverImage: cover.url })
      .where(eq(strategicPerspectives.slug, coverSlug));
  }
  // One article a day going back from today, the newest created last.
  await db.execute(
    sql`update ${strategicPerspectives} set published_at = now() - (${volume.perspectives} - id) * interval '1 day' where published_at is not null`,
  );

  return { articleSlugs: slugs, searchTerm: SEARCH_TERM };
}
