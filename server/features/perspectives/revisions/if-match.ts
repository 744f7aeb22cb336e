import { AUTOSAVE_REFUSED_FIELDS, perspectiveEtag } from "@shared/schemas/perspective-revisions";
import type { FastifyReply } from "fastify";
import { ValidationError } from "../../../lib/errors";
import { adminPerspectiveAnswer } from "../publication/publication";

/** A version no perspective has: what a malformed or foreign If-Match is compared as. */
const NO_VERSION = 0;

/**
 * The version a save expects from its `If-Match` header, or undefined when any will do
 * (no header, or `*`). The header names a strong ETag `"<id>-<version>"`; a weak one, one
 * of another perspective or anything malformed can never match, so such a save is refused.
 */
export function expectedVersion(header: string | string[] | undefined, id: number) {
  const value = (Array.isArray(header) ? header.join(",") : header)?.trim();
  if (value === undefined || value === "" || value === "*") return undefined;
  const match = /^"(\d+)-(\d+)"$/.exec(value);
  if (!match || Number(match[1]) !== id) return NO_VERSION;
  const version = Number(match[2]);
  return Number.isSafeInteger(version) && version > 0 ? version : NO_VERSION;
}

/**
 * Sends a perspective as the admin API answers it (adminPerspectiveAnswer: its publication
 * state, without the preview key or who saved last, which only a 412 tells) with its ETag.
 */
export function sendWithEtag<Row extends Parameters<typeof adminPerspectiveAnswer>[0]>(
  reply: FastifyReply,
  record: Row & { id: number; version: number },
) {
  return reply
    .header("etag", perspectiveEtag(record.id, record.version))
    .send(adminPerspectiveAnswer(record));
}

/**
 * An autosave keeps the text safe and never publishes, schedules or features by itself:
 * such a PATCH body sending one of those fields (even one this version ignores) is a 400
 * naming it.
 */
export function refuseAutosavePublishing(body: unknown) {
  if (typeof body !== "object" || body === null) return;
  const sent = body as Record<string, unknown>;
  if (sent.autosave !== true) return;
  const refused = AUTOSAVE_REFUSED_FIELDS.filter((field) => sent[field] !== undefined);
  if (refused.length > 0) {
    throw new ValidationError(
      refused.map((path) => ({ path, message: `An autosave cannot change ${path}` })),
    );
  }
}
