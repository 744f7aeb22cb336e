import type { PerspectiveStatus } from "@shared/schemas/perspective";

/*
 * The publication rules of contract §15, in one place. The column `published` means "live on
 * the public site" (every public read asks only that); `publish_at` holds the moment of a
 * scheduled perspective, which stays unpublished until the worker publishes it
 * (publish-scheduled-task.ts). Answers speak the editor's language instead: `published` is
 * the intent (true for scheduled ones), `status` says which of the three it is.
 */

/** What is stored about a perspective's publication. */
export type StoredPublication = {
  published: boolean;
  publishAt: Date | null;
  publishedAt: Date | null;
};

/**
 * What a save asks for: publish (at once, or at `publishAt`, an ISO 8601 moment as the API
 * takes it) or keep as a draft.
 */
export type PublicationRequest = { published: boolean; publishAt?: string | null };

/**
 * The columns a save writes: a draft whatever `publishAt` says (the schedule cleared), a
 * future `publishAt` scheduled (not live), and a past or absent one live at once.
 */
export function publicationColumns(
  request: PublicationRequest,
  now: Date,
): Pick<StoredPublication, "published" | "publishAt"> {
  if (!request.published) return { published: false, publishAt: null };
  const moment = request.publishAt ? new Date(request.publishAt) : null;
  if (moment && moment.getTime() > now.getTime()) return { published: false, publishAt: moment };
  return { published: true, publishAt: null };
}

/**
 * What a PATCH asks for, given what is stored: a `published` sent without `publishAt` means
 * at once (or a draft); a `publishAt` sent alone keeps the stored intent. Undefined when the
 * PATCH says nothing of publication.
 */
export function requestedPublication(
  sent: { published?: boolean; publishAt?: string | null },
  stored: Pick<StoredPublication, "published" | "publishAt">,
): PublicationRequest | undefined {
  if (sent.published === undefined && sent.publishAt === undefined) return undefined;
  return {
    published: sent.published ?? (stored.published || stored.publishAt !== null),
    publishAt: sent.publishAt ?? null,
  };
}

export function publicationStatus(
  stored: Pick<StoredPublication, "published" | "publishAt">,
): PerspectiveStatus {
  if (stored.published) return "published";
  return stored.publishAt ? "scheduled" : "draft";
}

/**
 * The publication fields of an answer: `published` is the intent, and a scheduled
 * perspective's `publishedAt` is its moment (what it will be once the worker publishes it).
 */
export function publicationAnswer<Row extends StoredPublication>(row: Row) {
  const status = publicationStatus(row);
  return {
    ...row,
    status,
    published: status !== "draft",
    publishedAt: status === "scheduled" ? row.publishAt : row.publishedAt,
  };
}

/**
 * A perspective as the admin API answers it: its preview key (a secret) and who saved last
 * (the 412 of contract §15 says that) left out.
 */
export function adminPerspectiveAnswer<
  Row extends StoredPublication & { previewKey?: unknown; updatedBy?: unknown },
>(row: Row) {
  const { previewKey: _secret, updatedBy: _savedBy, ...rest } = row;
  return publicationAnswer(rest);
}
