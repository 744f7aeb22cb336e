import type { PerspectiveRecord, PerspectiveUpdate } from "@shared/schemas/perspective";
import { perspectiveEtag } from "@shared/schemas/perspective-etag";
import type {
  EditedPerspective,
  RevisionDetail,
  RevisionSummary,
  StaleSave,
} from "@shared/schemas/perspective-revisions";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { ApiError, apiRequest } from "~/lib/api-client";

const perspectivePath = (id: number) => `/api/admin/perspectives/${id}`;
const detailKey = adminKeys.perspectives.detail;
const revisionsKey = (id: number) => [...detailKey(id), "revisions"] as const;

/** Saves of one perspective run one after another, so each sends the ETag the last one got. */
const savesInFlight = new Map<number, Promise<unknown>>();

/**
 * PATCH with `If-Match`: the ETag of the version this editor last read or saved (the cached
 * record's). A save started while another is under way waits for it, so an autosave and a
 * click on Save never refuse each other.
 */
export function patchPerspective(queryClient: QueryClient, id: number, payload: PerspectiveUpdate) {
  const previous = savesInFlight.get(id) ?? Promise.resolve();
  const save = previous
    .catch(() => undefined)
    .then(() => {
      const current = queryClient.getQueryData<Partial<EditedPerspective>>(detailKey(id));
      const headers = current?.version
        ? { "If-Match": perspectiveEtag(id, current.version) }
        : undefined;
      return apiRequest<PerspectiveRecord>(perspectivePath(id), {
        method: "PATCH",
        body: payload,
        headers,
      });
    })
    .then(async (record) => {
      queryClient.setQueryData(detailKey(id), record);
      await queryClient.invalidateQueries({ queryKey: revisionsKey(id) });
      return record;
    });
  savesInFlight.set(id, save);
  return save;
}

/** The 412 of a save that came after someone else's: who saved and when. */
export function staleSaveOf(error: unknown): StaleSave | undefined {
  if (!(error instanceof ApiError) || error.status !== 412) return undefined;
  const body = error.body as Partial<StaleSave> | undefined;
  return {
    message: body?.message ?? error.message,
    savedBy: body?.savedBy ?? null,
    savedAt: body?.savedAt ?? new Date().toISOString(),
  };
}

/** The perspective as it is now on the server, not yet shown (the cache keeps this editor's). */
export function fetchPerspective(id: number) {
  return apiRequest<PerspectiveRecord>(perspectivePath(id));
}

/** Makes `record` the editor's version: its ETag is what the next save sends. */
export function adoptPerspective(queryClient: QueryClient, record: PerspectiveRecord) {
  queryClient.setQueryData(detailKey(record.id), record);
}

export function useRevisions(id: number, enabled: boolean) {
  return useQuery({
    queryKey: revisionsKey(id),
    queryFn: () => apiRequest<RevisionSummary[]>(`${perspectivePath(id)}/revisions`),
    enabled,
  });
}

export function useRevision(id: number, revisionId: number | null) {
  return useQuery({
    queryKey: [...revisionsKey(id), revisionId],
    queryFn: () => apiRequest<RevisionDetail>(`${perspectivePath(id)}/revisions/${revisionId}`),
    enabled: revisionId !== null,
  });
}

/** POST .../restore with If-Match; the cached record becomes the restored one. */
export function useRestoreRevision(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) => {
      const current = queryClient.getQueryData<Partial<EditedPerspective>>(detailKey(id));
      return apiRequest<PerspectiveRecord>(
        `${perspectivePath(id)}/revisions/${revisionId}/restore`,
        {
          method: "POST",
          headers: current?.version
            ? { "If-Match": perspectiveEtag(id, current.version) }
            : undefined,
        },
      );
    },
    onSuccess: async (record) => {
      queryClient.setQueryData(detailKey(id), record);
      await queryClient.invalidateQueries({ queryKey: revisionsKey(id) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.perspectives.list });
    },
  });
}
