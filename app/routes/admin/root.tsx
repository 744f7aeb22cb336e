import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Outlet } from "react-router";
import { preloadToaster } from "~/components/ui/lazy-toaster";
import { ADMIN_HEADERS } from "~/lib/admin-meta";
import { createQueryClient } from "~/lib/query-client";

export function headers() {
  return ADMIN_HEADERS;
}

/** Every admin screen, the login page included, shares one query cache. */
export default function AdminRoot() {
  const [queryClient] = useState(createQueryClient);
  // Admin screens toast after most actions: have the notification area ready.
  useEffect(preloadToaster, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
