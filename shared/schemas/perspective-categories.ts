/**
 * Article categories: the stored code and the label readers see. Kept apart from the zod
 * schemas in `perspective.ts` (which re-exports them) so that public pages that only show
 * a category's label do not load zod.
 */
export const PERSPECTIVE_CATEGORIES = {
  market_analysis: "Market Analysis",
  technology_trend: "Technology Trends",
  investment_strategy: "Investment Strategy",
  industry_insight: "Industry Insights",
  case_study: "Case Studies",
  expert_opinion: "Expert Opinion",
} as const;
export type PerspectiveCategory = keyof typeof PERSPECTIVE_CATEGORIES;
export const PERSPECTIVE_CATEGORY_CODES = Object.keys(PERSPECTIVE_CATEGORIES) as [
  PerspectiveCategory,
  ...PerspectiveCategory[],
];

/** A category's label; an unknown code shows as it is (spec: raw value, grey badge). */
export function categoryLabel(code: string): string {
  return PERSPECTIVE_CATEGORIES[code as PerspectiveCategory] ?? code;
}
