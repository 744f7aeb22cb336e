import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "@shared/schemas/staff-roles";
import { ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { AdminCard } from "~/components/admin/card";
import { QueryView } from "~/components/admin/query-view";
import { Button } from "~/components/ui/button";
import { errorMessage } from "~/lib/error-message";
import { toast } from "~/lib/toast-store";
import { useSaveSecuritySettings, useSecuritySettings } from "./security-settings-api";

/** Settings → Security (admins): which roles must have a second factor (contract §16). */
export function RequireSecondFactorCard({ className }: { className?: string }) {
  const settings = useSecuritySettings();
  return (
    <AdminCard
      headingId="require-second-factor"
      title="Require a second factor"
      description="Accounts of these roles must set one up before they can use anything else."
      icon={ShieldCheck}
      className={className}
    >
      <QueryView
        query={settings}
        loading="Loading the requirement"
        errorTitle="Error loading the requirement"
      >
        {({ requireSecondFactor }) => <RequirementForm saved={requireSecondFactor} />}
      </QueryView>
    </AdminCard>
  );
}

function RequirementForm({ saved }: { saved: StaffRole[] }) {
  const save = useSaveSecuritySettings();
  const [roles, setRoles] = useState(saved);
  useEffect(() => setRoles(saved), [saved]);
  const dirty = roles.length !== saved.length || roles.some((role) => !saved.includes(role));
  const toggle = (role: StaffRole, on: boolean) =>
    setRoles((now) => (on ? [...now, role] : now.filter((r) => r !== role)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { requireSecondFactor: roles },
      {
        onSuccess: () => toast({ title: "Requirement saved", variant: "success" }),
        onError: (error) =>
          toast({
            title: "Could not save",
            description: errorMessage(error),
            variant: "destructive",
          }),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Require a second factor" className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-forest-950">
          Roles that must have one
        </legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="flex items-center gap-3 text-forest-950">
            <input
              type="checkbox"
              className="size-4 accent-forest-700"
              checked={roles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            {STAFF_ROLE_LABELS[role]}
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-ink-muted">
        Someone without one still signs in, and is led to set one up first. Requiring it for admins
        includes you.
      </p>
      <Button type="submit" size="sm" className="w-fit" disabled={save.isPending || !dirty}>
        {save.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}
