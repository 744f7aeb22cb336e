import { site } from "@shared/config/site";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/** RFC 6238 as every authenticator app reads it (contract §16). */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step of clock drift either way. */
const DRIFT_STEPS = 1;
/** 160 bits, RFC 4226's recommended secret length for SHA-1. */
const SECRET_BYTES = 20;

function totpFor(secret: string, label = "") {
  return new TOTP({
    issuer: site.name,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret, base32 (what the app's "enter a key" screen takes). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// address and its QR code (an SVG), for the account named `label`. */
export async function totpEnrolment(secret: string, label: string) {
  const otpauthUrl = totpFor(secret, label).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1 });
  return { otpauthUrl, qrSvg };
}

/** The time step a moment falls in. */
export function timeStep(atMs: number): number {
  return Math.floor(atMs / 1000 / PERIOD_SECONDS);
}

/**
 * The time step whose code `code` is, within one step of `atMs`, or undefined when it
 * matches none. The caller refuses a step it has already accepted (replay).
 */
export function matchingStep(secret: string, code: string, atMs = Date.now()): number | undefined {
  const delta = totpFor(secret).validate({ token: code, timestamp: atMs, window: DRIFT_STEPS });
  return delta === null ? undefined : timeStep(atMs) + delta;
}
