import type {
  PerspectiveInput,
  PerspectiveRecord,
  PerspectiveSummary,
  PerspectiveUpdate,
} from "@shared/schemas/perspective";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiList, apiRequest } from "~/lib/api-client";

const API_PATH = "/api/admin/perspectives";

const perspectivesKey = ["admin", "perspectives"] as const;
const listKey = [...perspectivesKey, "list"] as const;
const detailKey = (id: number | string) => [...perspectivesKey, "detail", String(id)] as const;

/** One page of the admin list (no article bodies); the previous page stays while the next loads. */
export function usePerspectiveList(query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: [...listKey, search],
    queryFn: () => apiList<PerspectiveSummary>(`${API_PATH}?${search}`),
    placeholderData: keepPreviousData,
    // Another admin may have published something since: each visit asks again.
    refetchOnMount: "always",
  });
}

export function usePerspective(id: number | null) {
  return useQuery({
    queryKey: detailKey(id ?? "none"),
    queryFn: () => apiRequest<PerspectiveRecord>(`${API_PATH}/${id}`),
    enabled: id !== null,
  });
}

/** POST: the answer carries the new id and slug; the list is refreshed. */
export function useCreatePerspective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PerspectiveInput) =>
      apiRequest<PerspectiveRecord>(API_PATH, { method: "POST", body: payload }),
    onSuccess: async (record) => {
      queryClient.setQueryData(detailKey(record.id), record);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** PATCH with the form's fields; the cached record becomes the server's answer. */
export function useUpdatePerspective(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PerspectiveUpdate) =>
      apiRequest<PerspectiveRecord>(`${API_PATH}/${id}`, { method: "PATCH", body: payload }),
    onSuccess: async (record) => {
      queryClient.setQueryData(detailKey(id), record);
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

export function useDeletePerspective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`${API_PATH}/${id}`, { method: "DELETE" }),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: detailKey(id) });
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
