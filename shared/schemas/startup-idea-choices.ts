/**
 * What a startup idea's sector and stage can be. Kept apart from the idea's zod schema
 * (`startup-idea.ts`, which re-exports them) so that the admin list's sector filter does not
 * load zod.
 */

/** The sectors as the public form offers them; these labels are what is stored. */
export const STARTUP_SECTORS = [
  "Biotech",
  "Supply Chain & Marketplace Platforms",
  "Ag Robotics & Automation",
  "Forestry Technology",
  "Farm Management Software/Systems",
  "Seeds/Inputs",
  "Other",
] as const;
export type StartupSector = (typeof STARTUP_SECTORS)[number];

/** The admin list's sector filter values, each naming one stored form label. */
export const SECTOR_FILTERS = {
  biotech: "Biotech",
  "supply chain & marketplace": "Supply Chain & Marketplace Platforms",
  "ag robotics & automation": "Ag Robotics & Automation",
  "forestry technology": "Forestry Technology",
  "farm management software": "Farm Management Software/Systems",
  "seeds/inputs": "Seeds/Inputs",
  other: "Other",
} as const satisfies Record<string, StartupSector>;

export const STARTUP_STAGES = [
  "Concept/Idea stage",
  "Prototype/MVP",
  "Early-stage startup",
  "Other",
] as const;
export const DEFAULT_STAGE = STARTUP_STAGES[0];
