import { z } from "zod";
import { emailAddress, LIMITS, optionalPhone, optionalText, personName } from "./fields";

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

export const INTEREST_MESSAGES = {
  name: "Please enter your full name.",
  email: "Please enter a valid email address.",
  industry: "Please select which part of the agricultural industry you're interested in.",
  capital: "Please select your available investment capital.",
  sectorsDistinct: "Each sector may be chosen only once.",
  terms: "You must agree to the terms and conditions.",
} as const;

const industryCode = z.enum(INDUSTRY_CODES, { error: INTEREST_MESSAGES.industry });
const amount = z.enum(INVESTMENT_AMOUNTS, { error: INTEREST_MESSAGES.capital });

const contactFields = {
  name: personName(INTEREST_MESSAGES.name),
  email: emailAddress(INTEREST_MESSAGES.email),
  phone: optionalPhone,
  additionalInfo: optionalText(LIMITS.longTextMax, "Additional information"),
  termsAgreed: z.literal(true, { error: INTEREST_MESSAGES.terms }),
};

/** The /investment-interest page: one sector in a list, and an amount. */
export const investPagePayload = z.object({
  ...contactFields,
  sectors: z
    .array(industryCode, { error: INTEREST_MESSAGES.industry })
    .min(1, INTEREST_MESSAGES.industry)
    .max(INDUSTRY_CODES.length, INTEREST_MESSAGES.sectorsDistinct)
    .refine((codes) => new Set(codes).size === codes.length, INTEREST_MESSAGES.sectorsDistinct),
  investmentAmount: amount,
});
export type InvestPagePayload = z.input<typeof investPagePayload>;

/** The /startup-ideas page: one industry code and a capital range. */
export const startupsPagePayload = z.object({
  ...contactFields,
  agIndustry: industryCode,
  investmentCapital: amount,
});
export type StartupsPagePayload = z.input<typeof startupsPagePayload>;

const fromStartupsPage = startupsPagePayload.transform(
  ({ agIndustry, investmentCapital, termsAgreed, ...rest }) => ({
    ...rest,
    sectors: [agIndustry],
    investmentAmount: investmentCapital,
  }),
);
const fromInvestPage = investPagePayload.transform(({ termsAgreed, ...rest }) => rest);

/**
 * POST /api/investment-interests accepts either page's shape, told apart by
 * `agIndustry`, and yields the one stored shape. Choosing the schema first (rather
 * than a union) keeps each field's own error message.
 */
export function investmentInterestSchemaFor(body: unknown) {
  const isStartupsPage = typeof body === "object" && body !== null && "agIndustry" in body;
  return isStartupsPage ? fromStartupsPage : fromInvestPage;
}
export type InvestmentInterestInput = z.output<typeof fromInvestPage>;
