/**
 * @mentions in comments (issue 23): a comment stays plain text, and `@username` in it names a
 * member of staff. Pure, so the server (who is mentioned), the comment box (what is being
 * typed) and the thread (what to highlight) read mentions by one rule.
 */

/** The characters of a username (contract §9: 3–50 of a–z 0–9 . _ -). */
const USERNAME_CHARS = "a-z0-9._\\-";
const USERNAME_MIN = 3;
const USERNAME_MAX = 50;

/**
 * An `@` that starts a token: not inside a word or an e-mail address ("ada@example.com"
 * mentions nobody), followed by username characters.
 */
const MENTION = new RegExp(`(?<![\\p{L}\\p{N}${USERNAME_CHARS}@])@([${USERNAME_CHARS}]+)`, "giu");

/** A token's username: lower case, without the full stop that ends a sentence ("@ada."). */
function usernameOf(token: string): string | null {
  const username = token.toLowerCase().replace(/\.+$/u, "");
  return username.length >= USERNAME_MIN && username.length <= USERNAME_MAX ? username : null;
}

/** The distinct usernames a text mentions, lower case, in the order they first appear. */
export function mentionedUsernames(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    const username = usernameOf(match[1] ?? "");
    if (username) found.add(username);
  }
  return [...found];
}

/** A piece of a comment: plain text, or a mention of someone the server recognised. */
export type CommentPart = { text: string; mention: boolean };

/**
 * Cuts a comment into text and the mentions of `usernames` (those the server stored), so the
 * thread highlights exactly who was told; any other `@word` stays text.
 */
export function commentParts(text: string, usernames: readonly string[]): CommentPart[] {
  const known = new Set(usernames.map((username) => username.toLowerCase()));
  const parts: CommentPart[] = [];
  let at = 0;
  for (const match of text.matchAll(MENTION)) {
    const username = usernameOf(match[1] ?? "");
    if (!username || !known.has(username)) continue;
    const start = match.index ?? 0;
    const end = start + 1 + username.length;
    if (start > at) parts.push({ text: text.slice(at, start), mention: false });
    parts.push({ text: text.slice(start, end), mention: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mention: false });
  return parts;
}

/** The mention being typed just before the caret: where its `@` is and what follows it. */
export type MentionQuery = { start: number; query: string };

/** The `@partial` the caret stands at the end of, or null when it is not in one. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = new RegExp(
    `(?<![\\p{L}\\p{N}${USERNAME_CHARS}@])@([${USERNAME_CHARS}]{0,${USERNAME_MAX}})$`,
    "iu",
  ).exec(before);
  if (!match) return null;
  return { start: match.index, query: (match[1] ?? "").toLowerCase() };
}

/** The text with the mention at `at` replaced by `@username ` and the caret just after it. */
export function insertMention(
  text: string,
  at: MentionQuery,
  caret: number,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  const after = text.slice(caret).replace(/^[a-z0-9._-]*/iu, "");
  return {
    text: `${text.slice(0, at.start)}${inserted}${after.startsWith(" ") ? after.slice(1) : after}`,
    caret: at.start + inserted.length,
  };
}
