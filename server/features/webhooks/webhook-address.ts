import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { whyNotPublic } from "./public-address";

/** A webhook URL that may be called, and the address its connection is to go to. */
export type CheckedTarget = { url: URL; address: string; family: 4 | 6 };

/** Why a URL may not be called, in words an admin can act on (a 400's message on save). */
export class WebhookAddressError extends Error {}

/**
 * Checks a webhook URL (contract §19, ADR 049): `https://` only, and a host whose every
 * address is public. Every one, not the first: a name with a private address among public
 * ones could be answered differently to the connection. The address returned is the one to
 * connect to, so a second lookup (DNS rebinding) cannot move the request elsewhere.
 * `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) lifts both rules, for tests and intranets.
 */
export async function checkWebhookAddress(
  raw: string,
  allowPrivate: boolean,
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookAddressError("url must be a full https:// address");
  }
  const schemes = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) {
    throw new WebhookAddressError(
      allowPrivate ? "url must start with https:// or http://" : "url must start with https://",
    );
  }
  if (url.username || url.password) {
    throw new WebhookAddressError("url must not carry a user name or password");
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const why = whyNotPublic(address);
      if (why) {
        const named = address === host ? address : `${host} (${address})`;
        throw new WebhookAddressError(
          `url's host ${named} is ${why}; webhooks go only to public addresses`,
        );
      }
    }
  }
  const [first] = addresses;
  if (!first) throw new WebhookAddressError(`url's host ${host} has no address`);
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

async function resolve(host: string) {
  try {
    return await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new WebhookAddressError(`url's host ${host} could not be found`);
  }
}
