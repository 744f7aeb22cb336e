import { PERSPECTIVE_MESSAGES } from "@shared/schemas/perspective";
import { ValidationError } from "../../http/errors";
import { sanitizeContent, visibleText } from "./sanitize-content";

/**
 * The article HTML to store: sanitized (the length was checked on what was sent).
 * Content that sanitizing leaves without any text is refused as too short.
 */
export function prepareContent(content: string): string {
  const sanitized = sanitizeContent(content);
  if (visibleText(sanitized) === "") {
    throw new ValidationError([{ path: "content", message: PERSPECTIVE_MESSAGES.contentMin }]);
  }
  return sanitized;
}
