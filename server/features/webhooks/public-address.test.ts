import { describe, expect, it } from "vitest";
import { whyNotPublic } from "./public-address";

describe("which addresses a webhook may reach (ADR 049)", () => {
  it.each([
    ["0.0.0.0", "a 'this network' address"],
    ["0.1.2.3", "a 'this network' address"],
    ["10.0.0.1", "a private address"],
    ["10.255.255.255", "a private address"],
    ["100.64.0.1", "a carrier-grade NAT address"],
    ["100.127.255.254", "a carrier-grade NAT address"],
    ["127.0.0.1", "a loopback address"],
    ["127.255.0.9", "a loopback address"],
    ["169.254.169.254", "a link-local address"],
    ["172.16.0.1", "a private address"],
    ["172.31.255.255", "a private address"],
    ["192.168.1.1", "a private address"],
    ["192.0.0.8", "an IETF protocol address"],
    ["192.0.2.10", "a documentation address"],
    ["198.18.0.1", "a benchmarking address"],
    ["224.0.0.1", "a multicast address"],
    ["239.255.255.250", "a multicast address"],
    ["255.255.255.255", "a reserved address"],
    ["::", "the unspecified address"],
    ["::1", "a loopback address"],
    ["0:0:0:0:0:0:0:1", "a loopback address"],
    ["::ffff:127.0.0.1", "an IPv4-mapped address"],
    ["::ffff:7f00:1", "an IPv4-mapped address"],
    ["::ffff:8.8.8.8", "an IPv4-mapped address"],
    ["::ffff:169.254.169.254", "an IPv4-mapped address"],
    ["64:ff9b::a00:1", "a NAT64 address"],
    ["fc00::1", "a unique-local address"],
    ["fd12:3456::1", "a unique-local address"],
    ["fe80::1", "a link-local address"],
    ["febf::1", "a link-local address"],
    ["ff02::1", "a multicast address"],
    ["2001:db8::1", "a documentation address"],
    ["2001:0:4136:e378::1", "an IETF protocol address (Teredo among them)"],
    ["2002:7f00:1::1", "a 6to4 address"],
    ["::127.0.0.1", "a reserved address"],
    ["100::1", "a reserved address"],
    ["fe80::1%eth0", "not an IP address"],
    ["localhost", "not an IP address"],
    ["", "not an IP address"],
  ])("refuses %s as %s", (address, what) => {
    expect(whyNotPublic(address)).toBe(what);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.169.0.1",
    "169.253.255.255",
    "11.0.0.1",
    "223.255.255.254",
    "2606:4700:4700::1111",
    "2001:4860:4860::8888",
    "2a00:1450:4001::1",
  ])("lets %s through", (address) => {
    expect(whyNotPublic(address)).toBeNull();
  });
});
