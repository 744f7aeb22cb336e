import { z } from "zod";

/** Working a submission together (contract §10): its owner and the team's comments. */

export const COMMENT_MAX = 5000;

export const RECORD_WORK_MESSAGES = {
  assigneeId: "assigneeId must be a staff id or null",
  assigneeInvalid: "Owner must be an active admin or reviewer",
  commentRequired: "Comment is required",
  commentMax: `Comment must be at most ${COMMENT_MAX} characters`,
  commentNotFound: "Comment not found",
  commentNotYours: "Only its author or an admin may delete a comment",
} as const;

/** PATCH …/{id}/assignee */
export const assignPayload = z.object({
  assigneeId: z
    .number({ error: RECORD_WORK_MESSAGES.assigneeId })
    .int(RECORD_WORK_MESSAGES.assigneeId)
    .positive(RECORD_WORK_MESSAGES.assigneeId)
    .max(2_147_483_647, RECORD_WORK_MESSAGES.assigneeId)
    .nullable(),
});

/** POST …/{id}/comments: plain text, kept as written apart from surrounding blanks. */
export const commentPayload = z.object({
  body: z
    .string({ error: RECORD_WORK_MESSAGES.commentRequired })
    .trim()
    .min(1, RECORD_WORK_MESSAGES.commentRequired)
    .max(COMMENT_MAX, RECORD_WORK_MESSAGES.commentMax),
});

/** DELETE …/{id}/comments/{commentId} */
export const commentParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  commentId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A staff member as comments and the owner select show them. */
export const staffRef = z
  .object({ id: z.number().int(), username: z.string(), displayName: z.string().nullable() })
  .meta({ id: "StaffRef" });
export type StaffRef = z.infer<typeof staffRef>;

/**
 * One comment as the API answers it; `createdAt` is ISO-8601. `mentions`: the staff its
 * `@username`s named and told (issue 23).
 */
export const recordComment = z
  .object({
    id: z.number().int(),
    body: z.string(),
    author: staffRef,
    mentions: z.array(staffRef),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "RecordComment" });
export type RecordComment = z.infer<typeof recordComment>;
