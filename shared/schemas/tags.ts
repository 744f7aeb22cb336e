import { z } from "zod";
import { TAG_COLOURS } from "./evaluation";

/**
 * Tags (contract §14): labels an admin manages and admins and reviewers put on submissions.
 * The names and colours of GET/POST/PATCH /api/admin/tags, and PUT …/{id}/tags.
 */

export const TAG_NAME_MAX = 40;
/** More tags than any record needs; keeps one request's work bounded. */
export const TAGS_PER_RECORD_MAX = 50;

export const TAG_MESSAGES = {
  nameRequired: "Name is required",
  nameMax: `Name must be at most ${TAG_NAME_MAX} characters`,
  colour: `Colour must be one of ${TAG_COLOURS.join(", ")}`,
  nothingToChange: "Give a name or a colour to change",
  nameTaken: "A tag with this name already exists",
  notFound: "Tag not found",
  tagIds: "tagIds must be a list of tag ids",
  tooMany: `A record carries at most ${TAGS_PER_RECORD_MAX} tags`,
  unknownTag: "Every tag id must name an existing tag",
} as const;

export const tag = z
  .object({ id: z.number().int(), name: z.string(), colour: z.enum(TAG_COLOURS) })
  .meta({ id: "Tag" });
export type Tag = z.infer<typeof tag>;

const tagFields = {
  name: z
    .string({ error: TAG_MESSAGES.nameRequired })
    .trim()
    .min(1, TAG_MESSAGES.nameRequired)
    .max(TAG_NAME_MAX, TAG_MESSAGES.nameMax),
  colour: z.enum(TAG_COLOURS, { error: TAG_MESSAGES.colour }),
};

/** POST /api/admin/tags */
export const tagPayload = z.object(tagFields);
export type TagPayload = z.output<typeof tagPayload>;

/** PATCH /api/admin/tags/{id}: a new name, a new colour, or both. */
export const tagPatch = z
  .object(tagFields)
  .partial()
  .refine((patch) => patch.name !== undefined || patch.colour !== undefined, {
    message: TAG_MESSAGES.nothingToChange,
  });
export type TagPatch = z.output<typeof tagPatch>;

const tagId = z
  .number({ error: TAG_MESSAGES.tagIds })
  .int(TAG_MESSAGES.tagIds)
  .min(1, TAG_MESSAGES.tagIds)
  .max(2_147_483_647, TAG_MESSAGES.tagIds);

/** PUT /api/admin/{kind}/{id}/tags: the record's whole set of tags (a repeated id counts once). */
export const recordTagsPayload = z.object({
  tagIds: z
    .array(tagId, { error: TAG_MESSAGES.tagIds })
    .max(TAGS_PER_RECORD_MAX, TAG_MESSAGES.tooMany)
    .transform((ids) => [...new Set(ids)]),
});

/** `search` of the tag filter: a tag id, or undefined for anything else. */
export function tagFilterValue(search: string): number | undefined {
  if (!/^\d{1,10}$/.test(search)) return undefined;
  const id = Number(search);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** Tags in the order lists and pickers show them: by name, whatever its case. */
export const byTagName = (a: Tag, b: Tag) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id;
