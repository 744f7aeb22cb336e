import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api-client";

export type PreviewLink = { url: string; expiresAt: string };

const previewPath = (id: number) => `/api/admin/perspectives/${id}/preview`;

/** A new preview link (contract §15): each call gives another; earlier ones keep working. */
export const useCreatePreviewLink = (id: number) =>
  useMutation({
    mutationFn: () => apiRequest<PreviewLink>(previewPath(id), { method: "POST" }),
  });

/** A new key for the article: every link given so far stops working. */
export const useRevokePreviewLinks = (id: number) =>
  useMutation({
    mutationFn: () => apiRequest<void>(previewPath(id), { method: "DELETE" }),
  });
