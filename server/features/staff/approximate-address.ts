import { isIPv4, isIPv6 } from "node:net";

/**
 * A client address cut to its network (contract §16): the /24 of an IPv4 address, the /48
 * of an IPv6 one. Enough for a person to tell "my office" from "somewhere else", not enough
 * to name one machine, so this is all that is stored. Null for anything that is not an
 * address.
 */
export function approximateAddress(address: string | undefined): string | null {
  if (!address) return null;
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const ipv4 = mapped ?? address;
  if (isIPv4(ipv4)) return `${ipv4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(address)) return null;
  const groups = expandIPv6(address).slice(0, 3);
  // Leading zeros dropped, as IPv6 is usually written.
  return `${groups.map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/48`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" filled in (zone id dropped). */
function expandIPv6(address: string): string[] {
  const [withoutZone = ""] = address.split("%");
  const [head = "", tail] = withoutZone.split("::");
  const split = (part: string) => (part ? part.split(":") : []);
  // An embedded IPv4 tail (::1.2.3.4) counts as two groups; only the first three matter here.
  const headGroups = split(head);
  if (tail === undefined) return headGroups;
  const tailGroups = split(tail);
  const tailLength = tailGroups.reduce((n, group) => n + (group.includes(".") ? 2 : 1), 0);
  const zeros = Array(8 - headGroups.length - tailLength).fill("0");
  return [...headGroups, ...zeros, ...tailGroups];
}
