import { site } from "@shared/config/site";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The contact e-mail and phone the server was configured with. */
export function useContact() {
  return useRouteLoaderData<typeof rootLoader>("root")?.contact ?? site.defaultContact;
}
