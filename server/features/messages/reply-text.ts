/**
 * What a submitter wrote in an e-mail reply, without the earlier mail their program quoted
 * under it or their signature (contract §13). Mail programs mark the quote in a few common
 * ways, and the text is cut at the first of them:
 * - an attribution line, "On Tue, 5 Mar 2024 at 09:41, Jane <jane@example.com> wrote:"
 *   (Gmail, Apple Mail, Thunderbird; Gmail wraps it over two or three lines), and its German,
 *   French, Spanish, Italian and Dutch forms;
 * - Outlook's "-----Original Message-----" and its header block ("From: … Sent: … To: …",
 *   often under a line of underscores);
 * - a signature separator "-- " and the phone programs' "Sent from my iPhone".
 * Quoted lines (">") left at the end are dropped too. A bottom-posted reply (the quote first,
 * the answer under it) keeps its answer: when nothing is left above the quote, the quoted
 * lines are dropped wherever they are.
 *
 * The maintained reply parsers need Node 22 (ADR 031); this covers the forms seen in practice.
 */
export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const cut = firstQuoteMarker(lines);
  const above = withoutTrailingQuote(lines.slice(0, cut));
  if (above.some((line) => line.trim() !== "")) return joined(above);
  // Bottom-posted: the answer is below the quote.
  const below = lines.slice(cut).filter((line) => !isQuoted(line) && !isAttribution([line]));
  const answer = below.slice(0, firstSignature(below));
  return joined(answer);
}

const ATTRIBUTION_START = /^\s*(?:On|Am|Le|El|Il|Op)\s/;
/** "… wrote:", or "… schrieb Name <address>:" as German Gmail puts it. */
const ATTRIBUTION_END = /\b(?:wrote|writes|schrieb|a écrit|escribió|ha scritto|schreef).*:\s*$/i;
/** A Gmail attribution may be wrapped over this many lines. */
const ATTRIBUTION_LINES = 3;

const isAttribution = (lines: string[]) => {
  const [first] = lines;
  if (first === undefined || !ATTRIBUTION_START.test(first)) return false;
  return ATTRIBUTION_END.test(lines.join(" "));
};

const ORIGINAL_MESSAGE =
  /^\s*-{2,}\s*(?:Original Message|Ursprüngliche Nachricht|Message d'origine|Mensaje original)\s*-{2,}\s*$/i;
const HEADER_FROM = /^\s*\*?(?:From|Von|De)\s?:\*?\s/i;
const HEADER_DATE = /^\s*\*?(?:Sent|Date|Gesendet|Datum|Envoyé|Enviado)\s?:\*?\s/i;
const HEADER_TO = /^\s*\*?(?:To|Subject|An|Betreff|À|Objet|Para|Asunto)\s?:\*?\s/i;
/** How far below its "From:" an Outlook header block's other fields may be. */
const HEADER_BLOCK_LINES = 5;

/** "From: …" with "Sent: …" (or "Date: …") and "To: …" (or "Subject: …") just under it. */
const isHeaderBlock = (lines: string[], at: number) => {
  const line = lines[at];
  if (line === undefined || !HEADER_FROM.test(line)) return false;
  const next = lines.slice(at + 1, at + 1 + HEADER_BLOCK_LINES);
  return (
    next.some((field) => HEADER_DATE.test(field)) && next.some((field) => HEADER_TO.test(field))
  );
};

const SIGNATURE = /^--\s?$/;
const SENT_FROM_PHONE = /^\s*(?:Sent from my \S+|Get Outlook for \S+|Von meinem \S+ gesendet)/i;
const isSignatureStart = (line: string) => SIGNATURE.test(line) || SENT_FROM_PHONE.test(line);

const isQuoted = (line: string) => /^\s*>/.test(line);
/** A rule drawn above a quoted header block ("____", "----"). */
const isRule = (line: string) => /^\s*[_-]{8,}\s*$/.test(line);

/** The index of the first line of the quote or signature, or the number of lines. */
function firstQuoteMarker(lines: string[]): number {
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] ?? "";
    if (ORIGINAL_MESSAGE.test(line) || isHeaderBlock(lines, at) || isSignatureStart(line)) {
      return at;
    }
    for (let count = 1; count <= ATTRIBUTION_LINES; count++) {
      if (isAttribution(lines.slice(at, at + count))) return at;
    }
  }
  return lines.length;
}

function firstSignature(lines: string[]): number {
  const at = lines.findIndex(isSignatureStart);
  return at === -1 ? lines.length : at;
}

/** Drops the quoted lines, rules and blank lines at the end. */
function withoutTrailingQuote(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0) {
    const line = lines[end - 1] ?? "";
    if (line.trim() !== "" && !isQuoted(line) && !isRule(line)) break;
    end--;
  }
  return lines.slice(0, end);
}

/** The lines as one text, without blank lines or trailing spaces around it. */
const joined = (lines: string[]) =>
  lines
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/^\n+|\n+$/g, "");
