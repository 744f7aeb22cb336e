import { categoryLabel, type PerspectiveCategory } from "@shared/schemas/perspective-categories";
import { cx } from "~/lib/cx";

// One colour per category (contract §5), on the public pages and in the admin list; dark text on a
// pale tint keeps AA contrast.
const CATEGORY_STYLES: Record<PerspectiveCategory, string> = {
  market_analysis: "bg-blue-100 text-blue-900 ring-blue-600/20",
  technology_trend: "bg-violet-100 text-violet-900 ring-violet-600/20",
  investment_strategy: "bg-green-100 text-green-900 ring-green-600/20",
  industry_insight: "bg-amber-100 text-amber-900 ring-amber-600/30",
  case_study: "bg-rose-100 text-rose-900 ring-rose-600/20",
  expert_opinion: "bg-teal-100 text-teal-900 ring-teal-600/20",
};
const UNKNOWN_STYLE = "bg-gray-100 text-gray-800 ring-gray-500/20";

export const isKnownCategory = (category: string): category is PerspectiveCategory =>
  Object.hasOwn(CATEGORY_STYLES, category);

/** A perspective's category as its label in the category's colour; an unknown code as it is, grey. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const known = isKnownCategory(category);
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        known ? CATEGORY_STYLES[category] : UNKNOWN_STYLE,
        className,
      )}
    >
      {known ? categoryLabel(category) : category}
    </span>
  );
}
