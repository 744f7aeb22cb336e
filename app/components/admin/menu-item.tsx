import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "~/lib/cx";

const menuItemLayout =
  "flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm outline-none select-none data-[state=open]:bg-forest-50";
/** The look of every admin menu's items (Radix: arrow keys move, Escape closes). */
export const menuItemClass = cx(
  menuItemLayout,
  "text-ink data-[highlighted]:bg-forest-50 data-[highlighted]:text-forest-950",
);
const menuDangerItemClass = cx(
  menuItemLayout,
  "text-red-800 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-900",
);
export const menuContentClass =
  "z-50 rounded-xl border border-forest-900/10 bg-white p-1.5 shadow-lg shadow-forest-950/10";

type Props = {
  icon?: LucideIcon;
  /** A step that destroys or locks out (Delete, Deactivate): red. */
  danger?: boolean;
  onSelect?: (event: Event) => void;
  /** The item is a link: to a back-office screen (`to`), or to a page opened in a new tab. */
  to?: string;
  newTabHref?: string;
  /** The link leads to the page shown now (a sub-navigation's menu). */
  current?: boolean;
  children: ReactNode;
};

/** One item of an admin menu: an icon and its words, an action or a link. */
export function MenuItem({
  icon: Icon,
  danger,
  onSelect,
  to,
  newTabHref,
  current,
  children,
}: Props) {
  const content = (
    <>
      {Icon ? (
        <Icon aria-hidden className={cx("size-4 shrink-0", !danger && "text-forest-700")} />
      ) : null}
      {children}
    </>
  );
  return (
    <DropdownMenu.Item
      asChild={to !== undefined || newTabHref !== undefined}
      onSelect={onSelect}
      className={cx(danger ? menuDangerItemClass : menuItemClass, current && "font-semibold")}
    >
      {to !== undefined ? (
        <Link to={to} aria-current={current ? "page" : undefined}>
          {content}
        </Link>
      ) : newTabHref !== undefined ? (
        <a href={newTabHref} target="_blank" rel="noopener">
          {content}
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        content
      )}
    </DropdownMenu.Item>
  );
}

/** A rule between groups of items (the destructive ones last). */
export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-forest-900/10" />;
}
