import { randomUUID } from "node:crypto";

/**
 * Turning user-supplied plain text into mail (contract §11): text stays text. Subjects and
 * names become one harmless line; bodies become HTML in which only our own paragraphs,
 * line breaks and http(s) links are markup.
 */

/**
 * Line breaks of every kind (CR, LF, NEL U+0085, U+2028, U+2029) and all other control
 * characters. Nodemailer encodes headers anyway; we still never hand it user text that
 * could read as a second header line or break a subject in a mail client's list.
 */
const breaksAndControls = /[\p{Cc}\u2028\u2029]/gu;

/** One line for a subject or display name, at most `max` characters (ending in "…" when cut). */
export function singleLine(text: string, max = 200): string {
  const line = text.replace(breaksAndControls, " ").replace(/\s+/gu, " ").trim();
  // Count code points, so an emoji is never split into a lone surrogate.
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  if (max <= 0) return "";
  const kept = chars
    .slice(0, max - 1)
    .join("")
    .trimEnd();
  return `${kept}…`;
}

/** A host as the right-hand side of a Message-ID. */
function messageIdDomain(host: string): string {
  // A host from PUBLIC_URL is already clean; this keeps anything else out of a header.
  return host.toLowerCase().replace(/[^a-z0-9.\-[\]:]/g, "") || "localhost";
}

/** `<outbox-{id}@{host}>`: stable for one outbox row, so a re-send after a crash is a duplicate the receiver can spot. */
export function mailMessageId(outboxId: number, host: string): string {
  if (!Number.isSafeInteger(outboxId) || outboxId < 0) {
    throw new RangeError(`Outbox id must be a non-negative integer, got ${outboxId}`);
  }
  return `<outbox-${outboxId}@${messageIdDomain(host)}>`;
}

/**
 * `<message-{uuid}@{host}>`, made when a mail is written rather than when it is sent, so it
 * can be stored beside what the mail belongs to: a reply's `In-Reply-To` then names it.
 */
export function newMailMessageId(host: string): string {
  return `<message-${randomUUID()}@${messageIdDomain(host)}>`;
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

const linkColor = "#1f5132";

/**
 * Candidate links: only text that starts with http:// or https:// (so never `javascript:`
 * or `data:`), up to whitespace or a character that cannot be part of a bare URL.
 */
const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/giu;

/** Sentence punctuation after a URL ("see https://x.org/a.") belongs to the sentence. */
function trimTrailing(url: string): string {
  let end = url.length;
  while (end > 0) {
    const last = url[end - 1] ?? "";
    if (/[.,;:!?*]/.test(last)) {
      end -= 1;
    } else if (last === ")" && count(url.slice(0, end), ")") > count(url.slice(0, end), "(")) {
      // "(see https://x.org/page)": the closing parenthesis is the sentence's.
      end -= 1;
    } else {
      break;
    }
  }
  return url.slice(0, end);
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** One line of text as escaped HTML with its http(s) URLs linked. */
function lineToHtml(line: string): string {
  let html = "";
  let position = 0;
  for (const match of line.matchAll(urlPattern)) {
    const url = trimTrailing(match[0]);
    // "https://" alone, or one eaten by trimming, stays text.
    if (!/^https?:\/\/[^/]/i.test(url)) continue;
    html += escapeHtml(line.slice(position, match.index));
    const escaped = escapeHtml(url);
    html += `<a href="${escaped}" style="color:${linkColor};text-decoration:underline">${escaped}</a>`;
    position = match.index + url.length;
  }
  return html + escapeHtml(line.slice(position));
}

/**
 * A complete HTML document for a plain-text body: blank-line-separated blocks become `<p>`,
 * single newlines `<br>`. Styles are inline because many mail clients drop `<style>`. No
 * `<title>`: HTML allows leaving it out when the mail's Subject provides the title.
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ""))
    .filter((block) => block.trim() !== "")
    .map(
      (block) =>
        `<p style="margin:0 0 16px">${block.split("\n").map(lineToHtml).join("<br>\n")}</p>`,
    );

  return [
    "<!doctype html>",
    '<html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="margin:0;padding:24px 16px;background:#ffffff">',
    "<div style=\"max-width:600px;margin:0 auto;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933\">",
    ...paragraphs,
    "</div></body></html>",
  ].join("\n");
}
