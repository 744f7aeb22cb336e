import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, nothing more: no Tailwind merging. `tailwind-merge` would be about 7 KB on
 * the wire on every screen and its first call a long task at hydration (ADR 052). So no
 * component takes a class from its caller that conflicts with one of its own: a different look
 * is a variant, tone or size (`Button`'s `danger-ghost`, `Badge`'s `tone`), not an override.
 * The accessibility browser suites hold this: every screen and state they check with axe is also
 * checked for two utilities of which one overrides the other (tests/e2e/support/class-conflicts.ts).
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}
