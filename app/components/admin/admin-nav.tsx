import { paths } from "@shared/config/paths";
import type { StaffRole } from "@shared/schemas/staff-roles";
import {
  Braces,
  FileText,
  Handshake,
  History,
  Images,
  LayoutDashboard,
  Lightbulb,
  Mail,
  Settings,
  UserSearch,
  Users,
} from "lucide-react";
import { NavLink } from "react-router";
import { mayOpen } from "~/lib/admin-areas";
import { cx } from "~/lib/cx";
import type { SubmissionKind } from "~/lib/submission-kinds";
import { unreadRecordsLabel, useUnreadRecords } from "~/lib/unread-messages";

const ITEMS = [
  { to: paths.admin.dashboard, label: "Dashboard", icon: LayoutDashboard, end: true },
  {
    to: paths.admin.startupIdeas,
    label: "Startup Ideas",
    icon: Lightbulb,
    end: false,
    unreadOf: "startup-ideas",
  },
  {
    to: paths.admin.investmentInterests,
    label: "Investment Interests",
    icon: Handshake,
    end: false,
    unreadOf: "investment-interests",
  },
  { to: paths.admin.perspectives, label: "Strategic Perspectives", icon: FileText, end: false },
  { to: paths.admin.media, label: "Media library", icon: Images, end: false },
  { to: paths.admin.staff, label: "Staff", icon: Users, end: false },
  { to: paths.admin.activity, label: "Activity", icon: History, end: false },
  { to: paths.admin.outbox, label: "Outbox", icon: Mail, end: false },
  { to: paths.admin.people, label: "People", icon: UserSearch, end: false },
  { to: paths.admin.api, label: "API", icon: Braces, end: false },
  { to: paths.admin.settings, label: "Settings", icon: Settings, end: false },
] as const;

/**
 * The admin's side navigation; the same list serves the sidebar and the drawer. It shows
 * only the screens the signed-in role may use (the server refuses the others anyway).
 */
export function AdminNav({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin">
      <ul className="grid gap-1">
        {ITEMS.filter((item) => mayOpen({ role }, item.to)).map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              // The screen's code is fetched as the pointer or focus arrives (or a finger
              // touches), so the tap shows it without waiting for the network (ADR 052).
              prefetch="intent"
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.95rem] font-medium transition-colors",
                  isActive
                    ? "bg-forest-800 text-white"
                    : "text-forest-100/85 hover:bg-forest-900 hover:text-white",
                )
              }
            >
              <item.icon aria-hidden className="size-5 shrink-0" />
              {item.label}
              {"unreadOf" in item ? <UnreadCount kind={item.unreadOf} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * How many of a kind's records wait with unread messages from the submitter (contract §13);
 * nothing when none do. The item is shown only to roles that work submissions.
 */
function UnreadCount({ kind }: { kind: SubmissionKind }) {
  const count = useUnreadRecords(kind).data ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-wheat-200 px-2 py-0.5 text-xs font-bold text-soil-900 tabular-nums">
      <span aria-hidden>{count}</span>
      <span className="sr-only">, {unreadRecordsLabel(count)}</span>
    </span>
  );
}
