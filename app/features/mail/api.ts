import type { OutboxEntry, OutboxStatus } from "@shared/schemas/mail";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiList, apiRequest } from "~/lib/api-client";

const OUTBOX_PAGE_SIZE = 50;

export function useOutbox(status: OutboxStatus | undefined, page: number) {
  const query = new URLSearchParams({
    limit: String(OUTBOX_PAGE_SIZE),
    offset: String((page - 1) * OUTBOX_PAGE_SIZE),
    ...(status ? { status } : {}),
  });
  return useQuery({
    queryKey: adminKeys.outbox.page(status, page),
    queryFn: () => apiList<OutboxEntry>(`/api/admin/outbox?${query}`),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    // Waiting mail goes out in the background: the screen follows it.
    refetchInterval: 10_000,
  });
}

export function useOutboxSummary() {
  return useQuery({
    queryKey: adminKeys.outbox.summary,
    queryFn: () => apiRequest<Record<OutboxStatus, number>>("/api/admin/outbox/summary"),
    refetchInterval: 10_000,
  });
}

export function useSendAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<OutboxEntry>(`/api/admin/outbox/${id}/retry`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox.all }),
  });
}
