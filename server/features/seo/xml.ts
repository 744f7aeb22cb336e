// Characters XML 1.0 does not allow at all (C0 controls other than tab, line feed and
// carriage return; lone surrogates; U+FFFE and U+FFFF). Escaping cannot save them: they go.
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe for an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (character) => ENTITIES[character] ?? "");
}

/** An element with escaped text content, or nothing when the value is missing. */
export function element(name: string, value: string | null | undefined): string {
  return value == null ? "" : `<${name}>${escapeXml(value)}</${name}>`;
}
