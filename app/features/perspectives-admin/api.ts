import type {
  PerspectiveInput,
  PerspectiveRecord,
  PerspectiveSummary,
  PerspectiveUpdate,
} from "@shared/schemas/perspective";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { ApiError, apiList, apiRequest } from "~/lib/api-client";
import { patchPerspective } from "./revisions/api";

const API_PATH = "/api/admin/perspectives";

const listKey = adminKeys.perspectives.list;
const detailKey = adminKeys.perspectives.detail;

/** One page of the admin list (no article bodies); the previous page stays while the next loads. */
export function usePerspectiveList(query: URLSearchParams) {
  const search = query.toString();
  return useQuery({
    queryKey: adminKeys.perspectives.listPage(search),
    queryFn: () => apiList<PerspectiveSummary>(`${API_PATH}?${search}`),
    placeholderData: keepPreviousData,
    // Another admin may have published something since: each visit asks again.
    refetchOnMount: "always",
  });
}

/** What a perspective's address names: "new", or a record's id. */
const isRecordId = (id: string) => /^[1-9]\d{0,15}$/.test(id);

/** The API path of the record an editor address names, if it names one. */
export const perspectivePath = (id: string) => (isRecordId(id) ? `${API_PATH}/${id}` : undefined);

/**
 * The record to edit; an address that names none fails as a 404 without asking. `drawn`, the
 * record the server drew the page with, starts the query (ADR 055).
 */
export function usePerspective(id: string, drawn?: PerspectiveRecord) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: () => {
      const path = perspectivePath(id);
      return path
        ? apiRequest<PerspectiveRecord>(path)
        : Promise.reject(new ApiError(404, "Perspective not found", false));
    },
    enabled: id !== "new",
    initialData: drawn,
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
    // With If-Match: a save made stale by someone else's is a 412 (revisions/api.ts).
    mutationFn: (payload: PerspectiveUpdate) => patchPerspective(queryClient, id, payload),
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
