import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { ADMIN_HEADERS } from "~/lib/admin-meta";
import { createQueryClient } from "~/lib/query-client";

export function headers() {
  return ADMIN_HEADERS;
}

/** Every admin screen, the login page included, shares one query cache. */
export default function AdminRoot() {
  // The notification area loads with the first toast, as on the public pages: not a file of
  // every screen's first load (ADR 052).
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
