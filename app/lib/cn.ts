import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names, letting later Tailwind utilities override earlier ones. For the admin
 * screens only: public pages and shared components use `cx` (see there why).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
