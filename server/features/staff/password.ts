import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Passwords are stored as salted scrypt hashes in a self-describing string,
 * `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so the cost can be raised
 * later without breaking the hashes already stored.
 *
 * N = 2^15, r = 8 needs 32 MiB and about 0.1 s per hash: slow for a guesser, and
 * still quick for a person logging in.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** scrypt needs 128·N·r bytes; Node's 32 MiB default is just short of that for N = 2^15. */
const maxmemFor = (N: number, r: number) => 2 * 128 * N * r;
/** Refuse stored parameters that would make one verification eat the machine. */
const MAX_COST = 2 ** 20;

type ScryptCost = { N: number; r: number; p: number };

function deriveKey(password: string, salt: Buffer, keyLength: number, cost: ScryptCost) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      keyLength,
      { ...cost, maxmem: maxmemFor(cost.N, cost.r) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, COST);
  const { N, r, p } = COST;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when the password produces the stored hash. A malformed hash never matches. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const parsed = parseStoredHash(storedHash);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.key.length, parsed.cost);
  return timingSafeEqual(key, parsed.key);
}

const isPowerOfTwo = (n: number) => Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
const isIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

function parseStoredHash(storedHash: string) {
  const [scheme, N, r, p, salt, key, ...rest] = storedHash.split("$");
  if (scheme !== "scrypt" || !salt || !key || rest.length > 0) return undefined;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  const valid =
    isPowerOfTwo(cost.N) && cost.N <= MAX_COST && isIn(cost.r, 1, 32) && isIn(cost.p, 1, 16);
  if (!valid) return undefined;
  const keyBytes = Buffer.from(key, "base64url");
  if (keyBytes.length === 0) return undefined;
  return { cost, salt: Buffer.from(salt, "base64url"), key: keyBytes };
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when the username is unknown, so that the
 * answer's timing does not tell which usernames exist.
 */
export async function spendVerificationTime(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString("base64url"));
  await verifyPassword(password, await decoyHash);
  return false;
}
