import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "~/lib/query-client";

let browserQueryClient: QueryClient | undefined;

/**
 * One query cache for the browser's whole visit, shared by the sign-in screens and the signed-in
 * ones (two sibling layouts, so that a signed-in screen loads one layout file, not two: issue
 * 38's 12 files); on the server a fresh one for each request, so no two people share answers.
 */
function queryClientHere(): QueryClient {
  if (typeof document === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

/** Gives the admin screens below it their query cache. */
export function AdminQueries({ children }: { children: ReactNode }) {
  const [queryClient] = useState(queryClientHere);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
