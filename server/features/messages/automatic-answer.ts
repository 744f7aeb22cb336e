import type { HeaderLines } from "mailparser";

/**
 * Whether a mail in the reply mailbox is an automatic answer — an out-of-office, a vacation
 * notice, a mailing list's or a robot's reply — rather than the submitter writing (contract
 * §20). Such a mail never joins a thread: it would tell the team "they answered" when nobody
 * did, and answering it could start two robots writing to each other.
 *
 * The signs, by header (RFC 3834 and the common older ones):
 * - `Auto-Submitted` with any value but `no` (`auto-replied`, `auto-generated`, …);
 * - `X-Autoreply` or `X-Autorespond`, whatever their value;
 * - `Precedence: bulk`, `junk` or `auto_reply`.
 * Values are compared without case, and without `;` parameters or `(comments)`.
 */

const ALWAYS_AUTOMATIC = new Set(["x-autoreply", "x-autorespond"]);
const AUTOMATIC_PRECEDENCE = new Set(["bulk", "junk", "auto_reply"]);

/**
 * The name of the header that marks the mail as an automatic answer ("Auto-Submitted"), or
 * null. Only the name: the value may carry an address, and this is what the log says.
 */
export function automaticAnswerHeader(headerLines: HeaderLines): string | null {
  for (const { key, line } of headerLines) {
    const value = mainValue(line);
    const automatic =
      ALWAYS_AUTOMATIC.has(key) ||
      (key === "auto-submitted" && value !== "no") ||
      (key === "precedence" && AUTOMATIC_PRECEDENCE.has(value));
    if (automatic) return line.slice(0, line.indexOf(":")).trim();
  }
  return null;
}

/** "Auto-Submitted: Auto-Replied; owner=x (vacation)" → "auto-replied". */
function mainValue(line: string): string {
  // Folded lines joined: "Auto-Submitted:\r\n auto-replied" is one header.
  const value = line.slice(line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " ");
  return (value.split(";")[0] ?? "")
    .replace(/\([^()]*\)/g, " ")
    .trim()
    .toLowerCase();
}
