import type { PerspectiveCategory } from "@shared/schemas/perspective-categories";
import {
  BookOpenText,
  ChartLine,
  Cpu,
  Factory,
  HandCoins,
  type LucideIcon,
  MessageSquareQuote,
  Sprout,
} from "lucide-react";
import { isKnownCategory } from "~/components/ui/category-badge";
import { cx } from "~/lib/cx";

const ICONS: Record<PerspectiveCategory, LucideIcon> = {
  market_analysis: ChartLine,
  technology_trend: Cpu,
  investment_strategy: HandCoins,
  industry_insight: Factory,
  case_study: BookOpenText,
  expert_opinion: MessageSquareQuote,
};

/** A card's picture when the article has no cover: furrows and the category's sign. Decorative. */
export function CoverArt({ category, className }: { category: string; className?: string }) {
  const Icon = isKnownCategory(category) ? ICONS[category] : Sprout;
  return (
    <div
      aria-hidden
      className={cx(
        "relative flex items-center justify-center overflow-hidden bg-forest-900 text-wheat-300",
        "bg-[repeating-linear-gradient(165deg,transparent_0_22px,rgb(255_255_255/0.05)_22px_24px)]",
        className,
      )}
    >
      <span className="absolute -top-10 -right-10 size-40 rounded-full bg-wheat-300/15" />
      <span className="absolute -bottom-16 -left-8 size-44 rounded-full bg-forest-600/40" />
      <Icon strokeWidth={1.5} className="relative size-12" />
    </div>
  );
}
