import { useQuery } from "@tanstack/react-query";
import { adminKeys } from "~/lib/admin-query-keys";
import { apiRequest } from "~/lib/api-client";
import type { OpenApiDocumentView } from "./reference-model";

/** GET /api/openapi.json: the document the reference shows; it changes only with a release. */
export function useOpenApiDocument() {
  return useQuery({
    queryKey: adminKeys.openApi,
    queryFn: () => apiRequest<OpenApiDocumentView>("/api/openapi.json"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
