import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * A preview link's token (contract §15, ADR 040): `<id>.<expiry>.<signature>`, the expiry in
 * Unix seconds and the signature an HMAC-SHA256 of `<id>.<expiry>` with the perspective's
 * own preview key, base64url. The key is per article, so a new key revokes every link to it
 * and to it only; the token carries nothing secret.
 */

/** How long a preview link works. */
export const PREVIEW_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const TOKEN = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

const sign = (key: string, id: number, expires: number) =>
  createHmac("sha256", key).update(`${id}.${expires}`).digest("base64url");

/** A token for `id` that works until `expiresAt` (whole seconds, rounded down). */
export function signPreviewToken(key: string, id: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${id}.${expires}.${sign(key, id, expires)}`;
}

/** What a token says, before its signature is checked: undefined when it is no token at all. */
export function readPreviewToken(token: string) {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return undefined;
  return { id, expiresAt: new Date(Number(match[2]) * 1000), signature: match[3] as string };
}

/** Whether `token` was signed with `key` and has not expired at `now`. */
export function previewTokenHolds(token: string, key: string, now: Date): boolean {
  const read = readPreviewToken(token);
  if (!read || read.expiresAt.getTime() <= now.getTime()) return false;
  const expected = Buffer.from(sign(key, read.id, read.expiresAt.getTime() / 1000));
  return timingSafeEqual(expected, Buffer.from(read.signature));
}
