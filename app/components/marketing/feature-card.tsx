import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "~/lib/cx";

type FeatureCardProps = {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
  headingLevel?: "h3" | "h4";
};

/** An icon, a title and a short text: pillars, services, sectors and benefits. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
  className,
  headingLevel = "h3",
}: FeatureCardProps) {
  const Heading = headingLevel;
  return (
    <article
      className={cx(
        "flex flex-col rounded-2xl border border-forest-900/10 bg-white p-6 shadow-sm shadow-forest-950/5",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-forest-100 text-forest-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <Heading className="mt-5 font-display text-xl font-semibold text-forest-950">{title}</Heading>
      <div className="mt-2 grow leading-relaxed text-ink-muted">{children}</div>
    </article>
  );
}
