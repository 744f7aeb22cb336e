import type { StaffRef } from "@shared/schemas/record-work";
import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { staffName } from "~/lib/staff-name";

/** Who may own a submission (active admins and reviewers): the owner menus' choices. */
export function useAssignees() {
  return useQuery({
    queryKey: adminKeys.assignees,
    queryFn: () => apiRequest<StaffRef[]>("/api/admin/assignees"),
    staleTime: 60_000,
  });
}

/**
 * The owner as a list row or a board card names them. An owner missing from the choices
 * has been deactivated (or demoted to editor) since: they still own it until someone reassigns.
 */
export function useOwnerName() {
  const assignees = useAssignees().data;
  return (assigneeId: number | null) => {
    if (assigneeId === null) return "Unassigned";
    if (!assignees) return "…";
    const owner = assignees.find((person) => person.id === assigneeId);
    return owner ? staffName(owner) : "Former staff member";
  };
}
