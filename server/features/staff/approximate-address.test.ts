import { describe, expect, it } from "vitest";
import { approximateAddress } from "./approximate-address";

describe("approximateAddress", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["10.1.2.3", "10.1.2.0/24"],
    ["::ffff:198.51.100.9", "198.51.100.0/24"],
    ["2001:db8:abcd:12:1:2:3:4", "2001:db8:abcd::/48"],
    ["2001:0db8:00ab:0012::1", "2001:db8:ab::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["::1", "0:0:0::/48"],
    ["fe80::1%eth0", "fe80:0:0::/48"],
  ])("cuts %s to %s", (address, expected) => {
    expect(approximateAddress(address)).toBe(expected);
  });

  it.each([undefined, "", "not an address", "300.1.1.1", "1.2.3"])(
    "answers null for %j",
    (address) => {
      expect(approximateAddress(address)).toBeNull();
    },
  );
});
