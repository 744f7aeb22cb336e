import type {
  MessageRecord,
  MessageTemplate,
  SendMessagePayload,
  TemplatePayload,
} from "@shared/schemas/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import { SUBMISSION_KINDS, type SubmissionKind } from "~/lib/submission-kinds";
import { useRefreshUnread } from "~/lib/unread-messages";

/** The thread of a record (contract §13): GET and POST …/{id}/messages, POST …/messages/read. */
const messagesPath = (kind: SubmissionKind, id: string) =>
  `${SUBMISSION_KINDS[kind].apiPath}/${encodeURIComponent(id)}/messages`;
const TEMPLATES_PATH = "/api/admin/message-templates";

const keysOf = (kind: SubmissionKind, id: string) => ({
  record: adminKeys.submissions(kind).detail(id),
  messages: adminKeys.submissions(kind).messages(id),
  activity: adminKeys.submissions(kind).activity(id),
});

export function useMessages(kind: SubmissionKind, id: string) {
  return useQuery({
    queryKey: keysOf(kind, id).messages,
    queryFn: () => apiRequest<MessageRecord[]>(messagesPath(kind, id)),
    // A reply may arrive while the thread is open; the outbox settles a mail within seconds.
    refetchInterval: 30_000,
    // Coming back to the tab shows what arrived meanwhile at once, not within 30 s.
    refetchOnWindowFocus: "always",
  });
}

export function useSendMessage(kind: SubmissionKind, id: string) {
  const queryClient = useQueryClient();
  const keys = keysOf(kind, id);
  return useMutation({
    mutationFn: (payload: SendMessagePayload) =>
      apiRequest<MessageRecord>(messagesPath(kind, id), { body: payload }),
    onSuccess: async (message) => {
      queryClient.setQueryData<MessageRecord[]>(keys.messages, (thread) =>
        thread ? [...thread.filter((each) => each.id !== message.id), message] : thread,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.messages }),
        queryClient.invalidateQueries({ queryKey: keys.activity }),
      ]);
    },
  });
}

/** Opening a thread marks its incoming messages read: the record, lists and counts refresh. */
export function useMarkRead(kind: SubmissionKind, id: string) {
  const queryClient = useQueryClient();
  const refreshUnread = useRefreshUnread();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(`${messagesPath(kind, id)}/read`, { method: "POST" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keysOf(kind, id).record, exact: true }),
        refreshUnread(),
      ]),
  });
}

export function useTemplates(enabled = true) {
  return useQuery({
    queryKey: adminKeys.messageTemplates,
    queryFn: () => apiRequest<MessageTemplate[]>(TEMPLATES_PATH),
    enabled,
  });
}

function useTemplateMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messageTemplates }),
  });
}

/** POST (create) or PATCH (edit): admins only. */
export function useSaveTemplate() {
  return useTemplateMutation(({ id, ...payload }: TemplatePayload & { id?: number }) =>
    id === undefined
      ? apiRequest<MessageTemplate>(TEMPLATES_PATH, { body: payload })
      : apiRequest<MessageTemplate>(`${TEMPLATES_PATH}/${id}`, { method: "PATCH", body: payload }),
  );
}

export function useDeleteTemplate() {
  return useTemplateMutation((id: number) =>
    apiRequest<void>(`${TEMPLATES_PATH}/${id}`, { method: "DELETE" }),
  );
}
