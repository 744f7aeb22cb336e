import { QueryClient } from "@tanstack/react-query";

/**
 * The screens' defaults: no polling, no refetch on window focus, data never stale,
 * no retries. Screens refresh what they changed themselves after a mutation.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
