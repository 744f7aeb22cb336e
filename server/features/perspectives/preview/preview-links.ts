import { randomBytes } from "node:crypto";
import { paths } from "@shared/config/paths";
import type { PerspectivePreview, PreviewLink } from "@shared/schemas/perspective-revisions";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { strategicPerspectives as perspectives } from "../../../db/schema";
import { recordColumns, toRecord } from "../published-perspective-fields";
import {
  PREVIEW_LINK_LIFETIME_MS,
  previewTokenHolds,
  readPreviewToken,
  signPreviewToken,
} from "./preview-token";

/** A fresh secret for an article's links: 256 random bits. */
const newPreviewKey = () => randomBytes(32).toString("base64url");

/**
 * A new preview link to the perspective, valid 7 days from `now`; its key is made on first
 * use. Undefined for an unknown id. Earlier links stay valid (contract §15).
 */
export async function createPreviewLink(
  db: Database,
  id: number,
  publicUrl: string,
  now: Date,
): Promise<PreviewLink | undefined> {
  const [row] = await db
    .update(perspectives)
    .set({ previewKey: sql`coalesce(${perspectives.previewKey}, ${newPreviewKey()})` })
    .where(eq(perspectives.id, id))
    .returning({ previewKey: perspectives.previewKey });
  if (!row?.previewKey) return undefined;
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_LIFETIME_MS);
  const token = signPreviewToken(row.previewKey, id, expiresAt);
  const url = new URL(paths.perspectivePreview(token), publicUrl).href;
  // The token holds whole seconds: answer the moment it really stops working.
  const expires = readPreviewToken(token)?.expiresAt ?? expiresAt;
  return { url, expiresAt: expires.toISOString() };
}

/** Gives the perspective a new key, which revokes every earlier link; false for an unknown id. */
export async function revokePreviewLinks(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(perspectives)
    .set({ previewKey: newPreviewKey() })
    .where(eq(perspectives.id, id))
    .returning({ id: perspectives.id });
  return rows.length > 0;
}

export type { PerspectivePreview };

/**
 * The current state of the perspective a preview token names (draft or not), or undefined
 * when the token is malformed, tampered with, expired, revoked, or its article deleted.
 */
export async function loadPreview(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<PerspectivePreview | undefined> {
  const read = readPreviewToken(token);
  if (!read) return undefined;
  const [row] = await db
    .select({ ...recordColumns, previewKey: perspectives.previewKey })
    .from(perspectives)
    .where(eq(perspectives.id, read.id));
  if (!row?.previewKey || !previewTokenHolds(token, row.previewKey, now)) return undefined;
  const { previewKey: _key, ...record } = row;
  return { perspective: toRecord(record), expiresAt: read.expiresAt.toISOString() };
}
