import { articleContentError } from "@shared/schemas/article-content";
import { ValidationError } from "../../lib/errors";
import { sanitizeContent } from "./sanitize-content";

/**
 * The article HTML to store: sanitized (the length was checked on what was sent), then held
 * to the article rules the editor also applies, so that what sanitizing leaves (no text, say,
 * once a script is gone) is judged rather than what was sent.
 */
export function prepareContent(content: string): string {
  const sanitized = sanitizeContent(content);
  const message = articleContentError(sanitized);
  if (message) throw new ValidationError([{ path: "content", message }]);
  return sanitized;
}
