import type {
  CreateStaffPayload,
  StaffAccount,
  StaffAccountWithInvite,
  UpdateStaffPayload,
} from "@shared/schemas/staff";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

/** The Staff screen's list; invalidated after every change. */
const staffKey = adminKeys.staff;

export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    queryFn: () => apiRequest<StaffAccount[]>("/api/admin/staff"),
    retry: false,
  });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateStaffPayload) =>
      apiRequest<StaffAccountWithInvite>("/api/admin/staff", { method: "POST", body: payload }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateStaffPayload }) =>
      apiRequest<StaffAccount>(`/api/admin/staff/${id}`, { method: "PATCH", body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useNewSignInLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<StaffAccountWithInvite>(`/api/admin/staff/${id}/invite`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** Signs an account out everywhere (contract §16); the list itself does not change. */
export function useEndStaffSessions() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/api/admin/staff/${id}/sessions`, { method: "DELETE" }),
  });
}

/** Where an account stands: signed in before, invited and waiting, or deactivated. */
export function staffStatus(account: StaffAccount) {
  if (!account.active) return "Deactivated";
  return account.lastLoginAt === null ? "Invited" : "Active";
}
