import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cardSurface } from "~/components/admin/card";
import { cx } from "~/lib/cx";

const numberFormat = new Intl.NumberFormat("en-US");

type StatCardProps = {
  label: string;
  value: number;
  icon: LucideIcon;
  /**
   * The list it counts and its call to action ('View all startup ideas'); left out for a
   * role that may not open that list, which then sees the figure alone.
   */
  link?: { to: string; text: string };
};

const cardClass = cx(cardSurface, "flex flex-col p-5 sm:p-6");

/** A total; with a link, the whole card leads to the list it counts. */
export function StatCard({ label, value, icon: Icon, link }: StatCardProps) {
  const figure = (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <p className="mt-2 font-display text-4xl font-semibold text-forest-950 tabular-nums">
          {numberFormat.format(value)}
        </p>
      </div>
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-forest-100 text-forest-700">
        <Icon aria-hidden className="size-6" />
      </span>
    </div>
  );
  if (!link) return <div className={cardClass}>{figure}</div>;
  return (
    <Link
      to={link.to}
      className={`group ${cardClass} transition hover:border-forest-600/40 hover:shadow-md focus-visible:outline-forest-600`}
    >
      {figure}
      <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-forest-700 group-hover:text-forest-900">
        {link.text}
        <ArrowRight
          aria-hidden
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </Link>
  );
}
