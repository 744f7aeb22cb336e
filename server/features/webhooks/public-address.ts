import { BlockList, isIP } from "node:net";

/**
 * Which addresses a webhook may reach (contract §19, ADR 049's threat model): only public
 * unicast ones. Anything a request from inside the site's network could reach that the
 * internet could not — the host itself, the private networks, a cloud's metadata address, a
 * carrier's NAT, and the IPv6 forms that embed an IPv4 address — is named here and refused.
 * Node's `BlockList` does the prefix arithmetic; this table is the policy.
 */
const IPV4_REFUSED: readonly [string, number, string][] = [
  ["0.0.0.0", 8, "a 'this network' address"],
  ["10.0.0.0", 8, "a private address"],
  ["100.64.0.0", 10, "a carrier-grade NAT address"],
  ["127.0.0.0", 8, "a loopback address"],
  ["169.254.0.0", 16, "a link-local address"],
  ["172.16.0.0", 12, "a private address"],
  ["192.0.0.0", 24, "an IETF protocol address"],
  ["192.0.2.0", 24, "a documentation address"],
  ["192.88.99.0", 24, "a 6to4 relay address"],
  ["192.168.0.0", 16, "a private address"],
  ["198.18.0.0", 15, "a benchmarking address"],
  ["198.51.100.0", 24, "a documentation address"],
  ["203.0.113.0", 24, "a documentation address"],
  ["224.0.0.0", 4, "a multicast address"],
  ["240.0.0.0", 4, "a reserved address"],
];

/** IPv6 outside global unicast (2000::/3) is refused whole; these are refused inside it. */
const IPV6_GLOBAL = block([["2000::", 3, ""]], "ipv6");
const IPV6_REFUSED: readonly [string, number, string][] = [
  ["2001::", 23, "an IETF protocol address (Teredo among them)"],
  ["2001:db8::", 32, "a documentation address"],
  ["2002::", 16, "a 6to4 address"],
  ["3fff::", 20, "a documentation address"],
];
/** Outside 2000::/3, named so that a refusal says what the address is. */
const IPV6_NAMED: readonly [string, number, string][] = [
  ["::", 128, "the unspecified address"],
  ["::1", 128, "a loopback address"],
  ["::ffff:0:0", 96, "an IPv4-mapped address"],
  ["64:ff9b::", 96, "a NAT64 address"],
  ["fc00::", 7, "a unique-local address"],
  ["fe80::", 10, "a link-local address"],
  ["ff00::", 8, "a multicast address"],
];

function block(ranges: readonly (readonly [string, number, string])[], family: "ipv4" | "ipv6") {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, family);
  return list;
}

const ipv4Rules = IPV4_REFUSED.map((rule) => ({ list: block([rule], "ipv4"), what: rule[2] }));
const ipv6Rules = [...IPV6_NAMED, ...IPV6_REFUSED].map((rule) => ({
  list: block([rule], "ipv6"),
  what: rule[2],
}));

/**
 * Why `address` is not public ("a loopback address"), or null when it is. Anything that is not
 * an IP address, or an IPv6 one with a zone (`fe80::1%eth0`), is refused too.
 */
export function whyNotPublic(address: string): string | null {
  const family = isIP(address);
  if (family === 4) {
    return ipv4Rules.find((rule) => rule.list.check(address, "ipv4"))?.what ?? null;
  }
  if (family !== 6 || address.includes("%")) return "not an IP address";
  const named = ipv6Rules.find((rule) => rule.list.check(address, "ipv6"));
  if (named) return named.what;
  return IPV6_GLOBAL.check(address, "ipv6") ? null : "a reserved address";
}
