import { site } from "@shared/config/site";

/** Who the passkeys belong to (contract §16): the PUBLIC_URL's host and origin. */
export type RelyingParty = { id: string; origin: string; name: string };

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: site.name };
}
