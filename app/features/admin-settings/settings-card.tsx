import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

type SettingsCardProps = {
  headingId: string;
  title: string;
  description: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
};

/** A settings section: a card with an icon, its heading and a one-line description. */
export function SettingsCard({
  headingId,
  title,
  description,
  icon: Icon,
  className,
  children,
}: SettingsCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "min-w-0 rounded-2xl border border-forest-900/10 bg-white shadow-sm",
        className,
      )}
    >
      <div className="flex items-start gap-4 border-b border-forest-900/10 px-5 py-5 sm:px-6">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-forest-100 text-forest-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-forest-950 sm:text-xl">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{description}</p>
        </div>
      </div>
      <div className="px-5 py-6 sm:px-6">{children}</div>
    </section>
  );
}
