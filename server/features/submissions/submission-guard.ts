import { HONEYPOT_FIELD } from "@shared/schemas/fields";

/** True when a bot filled the hidden field that people never see. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/**
 * What a bot gets instead of a stored record: the same shape and status code,
 * so it cannot tell it was caught.
 */
export function decoyRecord<T extends object>(input: T) {
  const now = new Date();
  return {
    id: Math.floor(Math.random() * 100_000) + 1,
    ...input,
    status: "new",
    notes: null,
    createdAt: now,
    updatedAt: now,
  };
}
