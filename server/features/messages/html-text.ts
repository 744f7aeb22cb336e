/** Stands for a block's edge until the edges that meet are made one line break. */
const BLOCK = "\u0001";
const BLOCK_TAG =
  /<\/?(p|div|li|ul|ol|tr|table|h[1-6]|pre|section|article|header|footer|blockquote)\b[^>]*>/gi;

/**
 * The text of an HTML-only mail whose HTML mailparser did not turn into text (it does so only
 * for a mail that is nothing but HTML, not for HTML with pictures or attachments beside it, as
 * phones send). Plain text only: tags go, blocks and `<br>` become line breaks, a
 * `<blockquote>` becomes "> " lines (so the quote cutter finds it), entities are decoded.
 * Nothing of it is ever rendered as HTML.
 */
export function htmlAsText(html: string): string {
  const text = html
    .split(BLOCK)
    .join("")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(
      /<blockquote\b[^>]*>([\s\S]*?)<\/blockquote\s*>/gi,
      (_, quote: string) => `\n${quotedLines(htmlAsText(quote))}\n`,
    )
    .replace(/<br\s*\/?>/gi, "\n")
    // A paragraph ends with a blank line; other blocks start and end a line, once however
    // many of them meet ("</div><div>" is one line break, not two).
    .replace(/<\/p\s*>/gi, `${BLOCK}\n${BLOCK}`)
    .replace(BLOCK_TAG, BLOCK)
    .replace(/<[^>]*>/g, "")
    .replace(new RegExp(`${BLOCK}(?:[ \\t]*${BLOCK})*`, "g"), "\n");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const quotedLines = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}
