import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/client";
import { staffRecoveryCodes } from "../../../db/schema";

const CODE_COUNT = 10;
/** No 0/o, 1/l/i: nothing to misread when typed from paper. */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const CODE_LENGTH = 10;

/** Stored only as this hash; the codes are random enough (49 bits) that no salt is needed. */
const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

/** `xxxxx-xxxxx`, as shown; the dash and case are ignored when one is typed back. */
function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Replaces the account's codes with ten new ones and returns them (the only time they are seen). */
export async function replaceRecoveryCodes(tx: Transaction, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: CODE_COUNT }, newCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminId, adminId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: hashCode(code.replace("-", "")) })));
  return codes;
}

/** Spends one unused code (normalised: lower case, no dashes); false when none matches. */
export async function spendRecoveryCode(
  db: Database,
  adminId: number,
  code: string,
): Promise<boolean> {
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.adminId, adminId),
        eq(staffRecoveryCodes.codeHash, hashCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Database, adminId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.adminId, adminId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
