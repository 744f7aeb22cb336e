import { site } from "@shared/config/site";
import type { MetaDescriptor } from "react-router";

/** Admin screens are never indexed; the server also sends `X-Robots-Tag: noindex`. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${site.shortName} Admin` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** Admin screens hold private data: never stored by a cache, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
