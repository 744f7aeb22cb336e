import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hashSessionToken } from "./sessions";

/**
 * The long-lived device cookie (contract §16): a random id that lets the server recognise a
 * browser an account has signed in from before. It grants nothing; only its hash is stored,
 * per account, in known_devices.
 */
export const DEVICE_COOKIE = "rs_device";
/** Browsers cap a cookie's life at 400 days; it is renewed at every sign-in. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;
const DEVICE_ID_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device id, or a new one when it sent none (or something else). */
export function deviceIdOf(request: FastifyRequest): { id: string; hash: string } {
  const sent = request.cookies[DEVICE_COOKIE];
  const id = sent && DEVICE_ID_SHAPE.test(sent) ? sent : randomBytes(32).toString("base64url");
  return { id, hash: hashSessionToken(id) };
}

/** Only the admin API (where sign-ins happen) ever receives it. */
export function setDeviceCookie(reply: FastifyReply, id: string, secure: boolean) {
  reply.setCookie(DEVICE_COOKIE, id, {
    httpOnly: true,
    sameSite: "lax",
    path: "/api/admin",
    secure,
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}
