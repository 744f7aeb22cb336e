import type { ReactNode } from "react";
import { cardSurface } from "~/components/admin/card";
import { cx } from "~/lib/cx";

/** One card of the editor form, named by its heading for screen readers. */
export function FormSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cx(cardSurface, "p-5 sm:p-6", className)}>
      <h2 id={id} className="text-lg font-semibold text-forest-950">
        {title}
      </h2>
      {children}
    </section>
  );
}
