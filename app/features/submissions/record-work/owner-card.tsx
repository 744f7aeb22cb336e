import { UserRound } from "lucide-react";
import { useId } from "react";
import { AdminCard } from "~/components/admin/card";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/form-field";
import { useAdminSession } from "~/lib/admin-session";
import { useAssignees } from "~/lib/assignees";
import { errorMessage } from "~/lib/error-message";
import { staffName } from "~/lib/staff-name";
import { toast } from "~/lib/toast-store";
import type { SubmissionKind } from "../kinds";
import { useAssign } from "./api";

const UNASSIGNED = "";

/** Who owns the record (contract §10): any active reviewer or admin, or nobody. */
export function OwnerCard({
  kind,
  id,
  assigneeId,
}: {
  kind: SubmissionKind;
  id: string;
  assigneeId: number | null;
}) {
  const selectId = useId();
  const me = useAdminSession().data;
  const assignees = useAssignees();
  const assign = useAssign(kind, id);

  const save = (next: number | null) =>
    assign.mutate(next, {
      onSuccess: () => {
        const owner = assignees.data?.find((person) => person.id === next);
        toast({
          title: "Owner updated",
          description: owner
            ? `${staffName(owner)} now owns this submission`
            : "Nobody owns it now",
          variant: "success",
        });
      },
      onError: (error) =>
        toast({ title: "Update failed", description: errorMessage(error), variant: "destructive" }),
    });

  // The current owner stays listed even if they have since been deactivated.
  const knowsOwner = assigneeId === null || assignees.data?.some((p) => p.id === assigneeId);
  return (
    <AdminCard headingId={`${selectId}-heading`}>
      <h2 id={`${selectId}-heading`} className="text-lg font-semibold text-forest-950">
        Owner
      </h2>
      <div className="mt-4 grid gap-3">
        <label htmlFor={selectId} className="text-sm font-semibold text-forest-950">
          Assigned to
        </label>
        <Select
          id={selectId}
          value={assigneeId === null ? UNASSIGNED : String(assigneeId)}
          disabled={assign.isPending || assignees.isPending}
          onChange={(event) =>
            save(event.target.value === UNASSIGNED ? null : Number(event.target.value))
          }
        >
          <option value={UNASSIGNED}>Unassigned</option>
          {knowsOwner ? null : <option value={String(assigneeId)}>A former staff member</option>}
          {assignees.data?.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {staffName(person)}
              {person.id === me?.id ? " (you)" : ""}
            </option>
          ))}
        </Select>
        {assignees.isError ? (
          <p className="text-sm text-red-700">
            Could not load the staff list: {errorMessage(assignees.error)}
          </p>
        ) : null}
        {me && assigneeId !== me.id ? (
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={assign.isPending}
            onClick={() => save(me.id)}
          >
            <UserRound aria-hidden className="size-4" />
            Assign to me
          </Button>
        ) : null}
      </div>
    </AdminCard>
  );
}
