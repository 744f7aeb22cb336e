import type { LucideIcon } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cx } from "~/lib/cx";

type Props = {
  icon: LucideIcon;
  /** What there is none of, e.g. 'No perspectives found'. */
  title?: ReactNode;
  /** A heading instead of a line of text: a screen whose main answer is this empty state. */
  heading?: { id: string; ref?: Ref<HTMLHeadingElement> };
  /** What to do about it, or why. */
  children?: ReactNode;
  /** A way forward, e.g. 'Create New Perspective'. */
  action?: ReactNode;
};

/** "Nothing here yet": an icon, what is missing, and what to do about it. */
export function EmptyState({ icon: Icon, title, heading, children, action }: Props) {
  const titleClass = "mt-2 text-lg font-semibold break-words text-forest-950";
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-700">
        <Icon aria-hidden className="size-6" />
      </span>
      {title && heading ? (
        <h2
          id={heading.id}
          ref={heading.ref}
          tabIndex={heading.ref ? -1 : undefined}
          className={cx(titleClass, "outline-none")}
        >
          {title}
        </h2>
      ) : title ? (
        <p className={titleClass}>{title}</p>
      ) : null}
      {children ? <div className="max-w-prose text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
