import { diffWords } from "diff";

/** Tags after which the article's text breaks a line (blocks, list items, line breaks). */
const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|figure|figcaption)>|<br\s*\/?>|<hr\s*\/?>/gi;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * The readable text of the article's HTML, one block a line, for comparing two versions
 * word by word: tags dropped, entities decoded, runs of spaces made one. An image shows as
 * its alt text in brackets, so swapping a picture is a visible change.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, " [image: $1] ")
    .replace(BLOCK_END, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** One run of a comparison: the same in both, only in the newer, or only in the older. */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

/** What changed from `before` to `after`, word by word. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}
