import { paths } from "@shared/config/paths";
import { STAFF_ROLE_LABELS, type StaffRole } from "@shared/schemas/staff-roles";
import { Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * What a screen shows to a role that may not use it (contract §9), e.g. an editor who
 * follows a shared link to an inbox: why, and the way back.
 */
export function NotAvailable({ role }: { role: StaffRole }) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-forest-100 text-forest-800">
        <Lock aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-forest-950 sm:text-3xl">
        Not available for your role
      </h1>
      <p className="mt-3 text-ink-muted">
        Your role, {STAFF_ROLE_LABELS[role]}, does not include this screen. Ask an admin if you need
        it.
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.admin.dashboard}>Back to the dashboard</Link>
      </Button>
    </section>
  );
}
