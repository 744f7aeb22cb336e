import { randomBytes } from "node:crypto";
import { hashSessionToken } from "./sessions";

/** 32 random bytes in base64url, like a session id. */
const TOKEN_BYTES = 32;
export const INVITE_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new invite token and the hash that is stored (the link itself is never stored). */
export function newInviteToken() {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: hashSessionToken(token) };
}
