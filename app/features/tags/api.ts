import type { Tag, TagPayload } from "@shared/schemas/tags";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { TAGS_PATH } from "~/lib/tags";

/**
 * Managing the tags (admins only, contract §14). A rename, recolour or delete shows on every
 * record carrying the tag, so every list, board and detail asks again.
 */
function useTagMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all(
        [
          adminKeys.tags,
          ...(["startup-ideas", "investment-interests"] as const).map(
            (kind) => adminKeys.submissions(kind).all,
          ),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** POST (create) or PATCH (rename, recolour). */
export function useSaveTag() {
  return useTagMutation(({ id, ...payload }: TagPayload & { id?: number }) =>
    id === undefined
      ? apiRequest<Tag>(TAGS_PATH, { body: payload })
      : apiRequest<Tag>(`${TAGS_PATH}/${id}`, { method: "PATCH", body: payload }),
  );
}

export function useDeleteTag() {
  return useTagMutation((id: number) =>
    apiRequest<void>(`${TAGS_PATH}/${id}`, { method: "DELETE" }),
  );
}
