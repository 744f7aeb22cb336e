import { createHash, randomBytes } from "node:crypto";
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenPayload,
  type CreatedApiToken,
  type StaffApiToken,
} from "@shared/schemas/api-tokens";
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { secondsAgo } from "../../../db/intervals";
import { admins, apiTokens } from "../../../db/schema";
import { recordActivity } from "../../../lib/activity-log";
import { type AdminAccountRow, adminAccountColumns } from "../admin-account";

/** 32 random bytes in base64url after the prefix: 256 bits, far beyond guessing. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^rsv_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most this often, rather than on every request (contract: to the minute). */
const LAST_USED_RESOLUTION_SECONDS = 60;

/** Only this hash is stored, so a copy of the database holds no usable token. */
function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const listedColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

type ListedRow = {
  id: number;
  name: string;
  scope: ApiTokenScope;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
};

function listed(row: ListedRow): ApiToken {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** Makes a token for `owner`; the answer is the only place the token itself ever appears. */
export async function createApiToken(
  db: Database,
  owner: Pick<AdminAccountRow, "id">,
  { name, scope, expiresInDays }: CreateApiTokenPayload,
): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(TOKEN_BYTES).toString("base64url")}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        adminId: owner.id,
        name,
        scope,
        tokenHash: hashApiToken(token),
        // On the database's clock, the one the check at each request reads.
        expiresAt:
          expiresInDays === undefined ? null : sql`now() + make_interval(days => ${expiresInDays})`,
      })
      .returning(listedColumns);
    if (!row) throw new Error("the new API token was not stored");
    const created = listed(row);
    await recordActivity(tx, {
      action: "token_created",
      actorId: owner.id,
      subject: { type: "staff", id: owner.id },
      details: { tokenId: created.id, name, scope, expiresAt: created.expiresAt },
    });
    const { lastUsedAt: _never, ...answer } = created;
    return { ...answer, token };
  });
}

/** The account's own tokens, expired ones too (they say so), the newest first. */
export async function listOwnApiTokens(db: Database, adminId: number): Promise<ApiToken[]> {
  const rows = await db
    .select(listedColumns)
    .from(apiTokens)
    .where(eq(apiTokens.adminId, adminId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(listed);
}

/** Everyone's tokens with their owners (admins, contract §19), the newest first. */
export async function listAllApiTokens(db: Database): Promise<StaffApiToken[]> {
  const rows = await db
    .select({
      ...listedColumns,
      ownerId: admins.id,
      ownerUsername: admins.username,
      ownerDisplayName: admins.displayName,
    })
    .from(apiTokens)
    .innerJoin(admins, eq(admins.id, apiTokens.adminId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(({ ownerId, ownerUsername, ownerDisplayName, ...row }) => ({
    ...listed(row),
    owner: { id: ownerId, username: ownerUsername, displayName: ownerDisplayName },
  }));
}

/**
 * Revokes (deletes) a token, logging `token_revoked` in the same transaction. With
 * `ownerId`, only a token of that account: another's answers false, as one that never was.
 */
export async function revokeApiToken(
  db: Database,
  actorId: number,
  id: number,
  ownerId?: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .delete(apiTokens)
      .where(
        and(
          eq(apiTokens.id, id),
          ownerId === undefined ? undefined : eq(apiTokens.adminId, ownerId),
        ),
      )
      .returning({ adminId: apiTokens.adminId, name: apiTokens.name, scope: apiTokens.scope });
    if (!revoked) return false;
    // Whose it was, by name, so an admin's revocation of someone else's token reads plainly.
    const [owner] = await tx
      .select({ username: admins.username })
      .from(admins)
      .where(eq(admins.id, revoked.adminId));
    await recordActivity(tx, {
      action: "token_revoked",
      actorId,
      subject: { type: "staff", id: revoked.adminId },
      details: { tokenId: id, name: revoked.name, scope: revoked.scope, owner: owner?.username },
    });
    return true;
  });
}

/** A live token and its owner's account as it is now (role, active): what a request may do. */
export type ActiveApiToken = { id: number; scope: ApiTokenScope; admin: AdminAccountRow };

/**
 * The live token `token` names: not revoked, not expired, of an active account. Its
 * last_used_at moves forward only when a minute has passed, with a conditional UPDATE, so
 * a busy integration writes once a minute rather than once a request.
 */
export async function findActiveApiToken(
  db: Database,
  token: string,
): Promise<ActiveApiToken | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [found] = await db
    .select({
      id: apiTokens.id,
      scope: apiTokens.scope,
      admin: adminAccountColumns,
      useDue: sql<boolean>`${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < ${secondsAgo(LAST_USED_RESOLUTION_SECONDS)}`,
    })
    .from(apiTokens)
    // The owner's role and `active` are read on each request: a lowered role lowers the
    // token, a deactivated account's tokens stop at once (contract §19).
    .innerJoin(admins, and(eq(admins.id, apiTokens.adminId), eq(admins.active, true)))
    .where(
      and(
        eq(apiTokens.tokenHash, hashApiToken(token)),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    );
  if (!found) return undefined;
  if (found.useDue) {
    // The same condition again, so two instances seeing one token at once write it once.
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, found.id),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(apiTokens.lastUsedAt, secondsAgo(LAST_USED_RESOLUTION_SECONDS)),
          ),
        ),
      );
  }
  return { id: found.id, scope: found.scope, admin: found.admin };
}
