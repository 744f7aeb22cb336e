import { MESSAGE_SUBJECT_MAX, MESSAGE_TEXTS, sendMessagePayload } from "@shared/schemas/messages";
import { z } from "zod";

const subjectText = sendMessagePayload.shape.subject.unwrap();

/** The composer's fields, checked with the shared payload's rules and words. */
export const composerSchema = z.object({
  subject: z
    .string()
    .trim()
    .max(MESSAGE_SUBJECT_MAX, MESSAGE_TEXTS.subjectMax)
    .pipe(z.union([z.literal(""), subjectText])),
  body: sendMessagePayload.shape.body.unwrap(),
});
