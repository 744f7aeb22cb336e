import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { statusTokens } from "../../db/schema";

/**
 * The keys of a submitter's private status page (contract §13): 256 random bits, handed out
 * in a link and stored only as a hash. Each mail carrying the link carries a fresh one; all
 * of a record's tokens stay valid while the record exists (the rows go with it).
 */

export type StatusRecordKind = "startup-ideas" | "investment-interests";
export type StatusRecord = { kind: StatusRecordKind; id: number };

const TOKEN_BYTES = 32;
/** What a token looks like: anything else is refused before the database is asked. */
const STATUS_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page a token opens, at the site's public address. */
export const statusUrl = (publicUrl: string, token: string) =>
  new URL(`/status/${token}`, publicUrl).href;

/** A new token for the record, stored (as its hash) in the caller's transaction. */
export async function mintStatusToken(
  writer: Pick<Database | Transaction, "insert">,
  record: StatusRecord,
): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await writer.insert(statusTokens).values({
    tokenHash: hashOf(token),
    startupIdeaId: record.kind === "startup-ideas" ? record.id : null,
    investmentInterestId: record.kind === "investment-interests" ? record.id : null,
  });
  return token;
}

/** Takes back a token that was minted for a mail that was then not written. */
export async function revokeStatusToken(
  writer: Pick<Database | Transaction, "delete">,
  token: string,
): Promise<void> {
  await writer.delete(statusTokens).where(eq(statusTokens.tokenHash, hashOf(token)));
}

/** The record a token opens, or null for an unknown (or malformed, or spent) one. */
export async function recordOfStatusToken(
  reader: Pick<Database | Transaction, "select">,
  token: string,
): Promise<StatusRecord | null> {
  if (!STATUS_TOKEN_SHAPE.test(token)) return null;
  const [row] = await reader
    .select({
      startupIdeaId: statusTokens.startupIdeaId,
      investmentInterestId: statusTokens.investmentInterestId,
    })
    .from(statusTokens)
    .where(eq(statusTokens.tokenHash, hashOf(token)));
  if (!row) return null;
  if (row.startupIdeaId !== null) return { kind: "startup-ideas", id: row.startupIdeaId };
  if (row.investmentInterestId !== null) {
    return { kind: "investment-interests", id: row.investmentInterestId };
  }
  return null;
}
