import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, spendVerificationTime, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stores a self-describing scrypt hash: N=2^15, r=8, p=1, 16-byte salt, 64-byte key", async () => {
    const hash = await hashPassword("correct horse");
    const [scheme, N, r, p, salt, key, ...rest] = hash.split("$");
    expect({ scheme, N, r, p, rest }).toEqual({
      scheme: "scrypt",
      N: "32768",
      r: "8",
      p: "1",
      rest: [],
    });
    expect(Buffer.from(salt ?? "", "base64url")).toHaveLength(16);
    expect(Buffer.from(key ?? "", "base64url")).toHaveLength(64);
    expect(hash).not.toContain("correct horse");
  });

  it("verifies the right password and rejects others", async () => {
    const hash = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horsE", hash)).toBe(false);
    expect(await verifyPassword("correct horse ", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash, so equal passwords hash differently", async () => {
    const [first, second] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("same", first)).toBe(true);
    expect(await verifyPassword("same", second)).toBe(true);
  });

  it("treats a password and its Unicode-normalized twin as the same", async () => {
    const composed = "café";
    const decomposed = "cafe\u0301";
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it("verifies hashes stored with other cost parameters (the cost can be raised later)", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("pw", salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = ["scrypt", 1024, 8, 1, salt.toString("base64url"), key.toString("base64url")];
    expect(await verifyPassword("pw", stored.join("$"))).toBe(true);
    expect(await verifyPassword("other", stored.join("$"))).toBe(false);
  });

  it.each([
    ["empty", ""],
    ["another scheme", "bcrypt$2b$10$abc"],
    ["a cost that is not a power of two", "scrypt$1000$8$1$c2FsdA$a2V5"],
    ["an absurd cost", `scrypt$${2 ** 30}$8$1$c2FsdA$a2V5`],
    ["missing parts", "scrypt$32768$8$1$c2FsdA"],
    ["extra parts", "scrypt$32768$8$1$c2FsdA$a2V5$more"],
  ])("never matches a malformed stored hash (%s), and does not throw", async (_label, stored) => {
    expect(await verifyPassword("pw", stored)).toBe(false);
  });

  it("spends a verification's time for an unknown user and always says no", async () => {
    expect(await spendVerificationTime("anything")).toBe(false);
  });
});
