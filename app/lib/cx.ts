import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, nothing more. The public pages and the components they share with the
 * admin use this rather than `cn`: `tailwind-merge` (about 9 KB gzipped) would be a large part
 * of a public page's JavaScript budget. So these components never take a class from the caller
 * that conflicts with one of their own: a different look is a variant or size, not an override.
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}
