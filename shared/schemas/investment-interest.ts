import { z } from "zod";
import { emailAddress, LIMITS, optionalPhone, optionalText, personName } from "./fields";
import { INDUSTRY_CODES, INVESTMENT_AMOUNTS } from "./investment-interest-choices";

export {
  amountsInBracket,
  CAPITAL_BRACKETS,
  INDUSTRIES,
  INDUSTRY_CODES,
  INVESTMENT_AMOUNTS,
  type IndustryCode,
  industryLabel,
} from "./investment-interest-choices";

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
