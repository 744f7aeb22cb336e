import { createHmac, randomBytes } from "node:crypto";

/**
 * Standard Webhooks signing (standardwebhooks.com, contract §19): the secret is `whsec_` and
 * the base64 of random bytes; a delivery's `webhook-signature` is `v1,` and the base64
 * HMAC-SHA256, keyed with those bytes, of `{webhook-id}.{webhook-timestamp}.{body}`.
 */
const PREFIX = "whsec_";

/** A new endpoint's secret: 32 random bytes (the standard asks for 24 to 64). */
export const newWebhookSecret = () => `${PREFIX}${randomBytes(32).toString("base64")}`;

export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(
    secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret,
    "base64",
  );
  const mac = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}
