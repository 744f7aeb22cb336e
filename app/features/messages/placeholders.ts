import type { TemplatePlaceholder } from "@shared/schemas/messages";

/** What each placeholder becomes when a message is sent, as Settings lists them. */
export const PLACEHOLDER_MEANINGS: Record<TemplatePlaceholder, string> = {
  name: "their full name, as they wrote it",
  firstName: "the first word of their name",
  statusUrl: "a link to their private status page, made fresh for each mail",
  staffName: "the display name (or username) of the staff member who sends it",
};
