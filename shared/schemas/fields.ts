import { z } from "zod";

/** Building blocks shared by every submission payload, so limits stay identical everywhere. */

export const LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  longTextMax: 5000,
} as const;

export function personName(minMessage: string) {
  return z
    .string({ error: minMessage })
    .trim()
    .min(2, minMessage)
    .max(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters`);
}

export function emailAddress(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(LIMITS.emailMax, `Email must be at most ${LIMITS.emailMax} characters`)
    .pipe(z.email({ error: message }));
}

/** Optional text: blank means "not given" and is stored as null. */
export function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

export const optionalPhone = optionalText(LIMITS.phoneMax, "Phone");

/**
 * A field hidden from people (off-screen, not announced) that bots fill in.
 * The server answers such a submission like a success and stores nothing.
 */
export const HONEYPOT_FIELD = "website";
