/**
 * Names a browser and its system from a User-Agent header, for the sessions list and the
 * new-browser notice (contract §16). Only the common ones are told apart; the order of the
 * rules matters, since most browsers also claim to be the ones before them (Edge says
 * "Chrome" and "Safari", Android says "Linux", an iPhone says "like Mac OS X").
 *
 * A small table rather than a dependency: a person needs "Firefox on Windows" to recognise a
 * session, not a device database, and a header is a claim anyone can forge anyway.
 */

export type BrowserDescription = { browser: string | null; os: string | null };

type Rule = { name: string; pattern: RegExp };

const BROWSERS: readonly Rule[] = [
  { name: "Edge", pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: "Opera", pattern: /\b(?:OPR|OPiOS|OPT|Opera)\/(\d+)/ },
  { name: "Samsung Internet", pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: "Firefox", pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: "Chrome", pattern: /(?:\bHeadless|\b)(?:Chrome|CriOS)\/(\d+)/ },
  { name: "Safari", pattern: /\bVersion\/(\d+)\S* (?:Mobile\/\S+ )?Safari\// },
];

const SYSTEMS: readonly Rule[] = [
  { name: "iPadOS", pattern: /\biPad\b.*?\bOS (\d+)/ },
  { name: "iOS", pattern: /\b(?:iPhone|iPod)\b.*?\bOS (\d+)/ },
  { name: "ChromeOS", pattern: /\bCrOS\b/ },
  { name: "Android", pattern: /\bAndroid(?: (\d+))?/ },
  { name: "Windows", pattern: /\bWindows\b/ },
  { name: "macOS", pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: "Linux", pattern: /\bLinux\b/ },
];

/** "Chrome 120", "iOS 17", or the bare name when the header gives no version. */
function firstMatch(rules: readonly Rule[], userAgent: string): string | null {
  for (const { name, pattern } of rules) {
    const match = userAgent.match(pattern);
    if (match) return match[1] ? `${name} ${match[1]}` : name;
  }
  return null;
}

export function parseUserAgent(userAgent: string | null | undefined): BrowserDescription {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(BROWSERS, userAgent), os: firstMatch(SYSTEMS, userAgent) };
}

/** "Firefox 121 on Windows", "Safari 17 on iOS 17", "Unknown browser on Linux". */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const { browser, os } = parseUserAgent(userAgent);
  if (!browser && !os) return "An unknown browser";
  return `${browser ?? "Unknown browser"}${os ? ` on ${os}` : ""}`;
}
