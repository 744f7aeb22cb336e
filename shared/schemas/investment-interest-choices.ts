/**
 * What an investment interest's industry and amount can be, and how the admin list's amount
 * filter reads them. Kept apart from the interest's zod schemas (`investment-interest.ts`,
 * which re-exports them) so that the admin list and record screens do not load zod.
 */

/** Agricultural industry codes, stored as sent, with the label each form shows. */
export const INDUSTRIES = {
  "ag-biotech": "Ag Biotech",
  "supply-chain": "Supply Chain & Marketplaces",
  robotics: "Robotics & Automation",
  forestry: "Forestry",
  "farm-management": "Farm Management Software",
  "seed-inputs": "Seeds & Inputs",
  other: "Other",
} as const;
export type IndustryCode = keyof typeof INDUSTRIES;
export const INDUSTRY_CODES = Object.keys(INDUSTRIES) as [IndustryCode, ...IndustryCode[]];

/** An industry code as people read it; a code the site no longer offers stays as stored. */
export function industryLabel(code: string): string {
  return Object.hasOwn(INDUSTRIES, code) ? INDUSTRIES[code as IndustryCode] : code;
}

/**
 * One row per capital bracket: the value the invest page sends (and its label),
 * the value the startups page sends, and the admin filter that matches both.
 */
export const CAPITAL_BRACKETS = [
  { investPage: "$100-500", label: "Micro Startup", startupsPage: "$1-500", filter: "$1-500" },
  {
    investPage: "$501-1,000",
    label: "Seed Stage",
    startupsPage: "$501-1,000",
    filter: "$501-1000",
  },
  {
    investPage: "$1,001-5,000",
    label: "Early Stage",
    startupsPage: "$1,000-5,000",
    filter: "$1000-5000",
  },
  {
    investPage: "$5,001-25,000",
    label: "Growth Stage",
    startupsPage: "$5,000-25,000",
    filter: "$5000-25,000",
  },
  { investPage: "$25,000+", label: "Expansion", startupsPage: "$25,000+", filter: "$25,000+" },
] as const;

export const INVESTMENT_AMOUNTS = [
  ...new Set(CAPITAL_BRACKETS.flatMap((row) => [row.investPage, row.startupsPage])),
] as [string, ...string[]];

/** Every stored amount that an admin bracket filter matches. */
export function amountsInBracket(filter: string): string[] {
  const row = CAPITAL_BRACKETS.find((bracket) => bracket.filter === filter);
  return row ? [...new Set([row.investPage, row.startupsPage])] : [];
}
