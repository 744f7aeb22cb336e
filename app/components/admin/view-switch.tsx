import { List, SquareKanban } from "lucide-react";
import { NavLink } from "react-router";
import { cx } from "~/lib/cx";

const optionClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    "inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors",
    isActive ? "bg-forest-700 text-white shadow-sm" : "text-forest-900 hover:bg-forest-100",
  );

/**
 * "List | Board": the two views of one inbox. Links, not buttons — each view has its own
 * address; the current one is marked for screen readers with aria-current.
 */
export function ViewSwitch({ listPath, boardPath }: { listPath: string; boardPath: string }) {
  return (
    <nav
      aria-label="View"
      className="inline-flex items-center gap-1 rounded-full border border-forest-700/20 bg-white p-1"
    >
      {/* `end`: the list's address is a prefix of the board's. */}
      <NavLink to={listPath} end className={optionClass}>
        <List aria-hidden className="size-4" />
        List
      </NavLink>
      <NavLink to={boardPath} className={optionClass}>
        <SquareKanban aria-hidden className="size-4" />
        Board
      </NavLink>
    </nav>
  );
}
