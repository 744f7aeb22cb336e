import type { ComponentProps } from "react";
import frauncesCore from "~/assets/fonts/fraunces-core.woff2?url";
import interCore from "~/assets/fonts/inter-core.woff2?url";
import appCss from "~/styles/app.css?url";

/**
 * Every page's stylesheet, icon and font preloads: the root route's `links`, and the deal
 * page's head where React Router does not render it (ADR 056).
 */
export const documentLinks: (ComponentProps<"link"> & { href: string })[] = [
  // With a precedence React writes the stylesheet first in <head>, ahead of the scripts' module
  // preloads: on HTTP/1.1 (six connections) it was fetched after them, late for first paint.
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Every page sets text in both, and its first view needs only their `core` files (ASCII and
  // English punctuation, styles/fonts.css): fetched with the page, not after its CSS.
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];
