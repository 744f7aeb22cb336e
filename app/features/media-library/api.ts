import type { MediaRecord, MediaTextUpdate, UploadedMedia } from "@shared/schemas/media";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";

const API_PATH = "/api/admin/media";
/** Under the admin root, so signing out forgets it with everything else. */
const mediaKey = [...adminKeys.all, "media"] as const;

/** Every uploaded image, newest first, with the articles that use it. */
export function useMediaLibrary() {
  return useQuery({
    queryKey: mediaKey,
    queryFn: () => apiRequest<MediaRecord[]>(API_PATH),
    refetchOnMount: "always",
  });
}

/** Deletes an image; the server refuses (409, naming the articles) while one uses it. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`${API_PATH}/${id}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKey }),
  });
}

/** Changes an image's alt text or its decorative mark. */
export function useUpdateMediaText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...text }: { id: string } & MediaTextUpdate) =>
      apiRequest<UploadedMedia>(`${API_PATH}/${id}`, { method: "PATCH", body: text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKey }),
  });
}
