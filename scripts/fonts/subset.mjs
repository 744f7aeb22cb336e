// Generates the site's web fonts and their metric-matched fallbacks (issue 26, ADR 041).
//
//   node scripts/fonts/subset.mjs
//
// Run it again after upgrading @fontsource-variable/inter or /fraunces, after changing the
// characters of the first view (CORE_TEXT below) or the weights the CSS uses (WEIGHTS), and
// commit what it writes:
//   - app/assets/fonts/<family>-{core,latin,latin-ext}.woff2: each family cut in three by
//     character (harfbuzz subsetting through `subset-font`), its weight axis narrowed to the
//     weights the site sets, and only the OpenType features it renders with;
//   - app/styles/fonts.css: the @font-face rules for those files (`unicode-range` makes a
//     browser fetch a file only when a page has one of its characters), the fallback faces
//     whose `size-adjust` and ascent/descent/line-gap overrides make a system font take the
//     brand font's room (computed by capsize from the font files and the system fonts'
//     published metrics), and the two font stacks (--font-sans, --font-display).
// The first view of every public page is English text: it needs the two `core` files only,
// which root.tsx preloads. Accented names and other Latin text fetch `latin`/`latin-ext`.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import { entireMetricsCollection } from "@capsizecss/metrics/entireMetricsCollection";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FONTS_DIR = path.join(ROOT, "app/assets/fonts");
const CSS_FILE = path.join(ROOT, "app/styles/fonts.css");

/** The weights the CSS sets (font-normal, -medium, -semibold, -bold); 100–900 ship otherwise. */
const WEIGHTS = { min: 400, max: 700 };
/**
 * What the first view of a public page is written with: printable ASCII and the typography of
 * English text (no-break space, ©, middle dot, ×, dashes, curly quotes, bullet, ellipsis).
 * Only characters of the font's own Latin file count (arrows, say, come from the system font
 * as before).
 */
const CORE_TEXT = `${asciiPrintable()}\u00a0©·×–—‘’“”•…`;
/**
 * The features the site renders with: the browser's defaults (kerning, contextual forms,
 * ligatures, marks, localized forms), case-sensitive punctuation and tabular figures (the
 * admin's `tabular-nums`). Stylistic sets and the like, never asked for, are left out.
 */
const FEATURES = ["kern", "liga", "calt", "clig", "ccmp", "locl", "mark", "mkmk", "case", "tnum"];

/**
 * Metric-compatible stand-ins: Liberation Sans and Serif (most Linux desktops) share Arial's
 * and Times New Roman's advance widths and vertical metrics, so the same overrides hold.
 */
const SAME_METRICS = {
  Arial: { regular: ["Liberation Sans"], 700: ["Liberation Sans Bold"] },
  "Times New Roman": { regular: ["Liberation Serif"], 700: ["Liberation Serif Bold"] },
};

// The collection, unlike the one-font imports, has each system font's bold face too.
const { arial, georgia, notoSerif, roboto, timesNewRoman } = entireMetricsCollection;

const FAMILIES = [
  {
    slug: "inter",
    family: "Inter Variable",
    fallbackName: "Inter",
    variable: "--font-sans",
    package: "node_modules/@fontsource-variable/inter",
    // Windows and Apple systems have Arial, Android has Roboto.
    fallbacks: [arial, roboto],
    generic: ["ui-sans-serif", "system-ui", "sans-serif"],
  },
  {
    slug: "fraunces",
    family: "Fraunces Variable",
    fallbackName: "Fraunces",
    variable: "--font-display",
    package: "node_modules/@fontsource-variable/fraunces",
    // Georgia (Windows, Apple), Times New Roman where Georgia is missing, Noto Serif (Android).
    fallbacks: [georgia, timesNewRoman, notoSerif],
    generic: ["ui-serif", "Georgia", "serif"],
  },
];

async function main() {
  await mkdir(FONTS_DIR, { recursive: true });
  const core = codePointsOf(CORE_TEXT);
  const sections = [];
  for (const face of FAMILIES) {
    const source = await fontsourceSubsets(face);
    const latin = source.get("latin");
    const latinExt = source.get("latin-ext");
    if (!latin || !latinExt) throw new Error(`${face.package}: no latin or latin-ext file`);
    const latinPoints = latin.points;
    const files = [
      // Later rules win where ranges overlap: the core file, needed first, comes last.
      { name: "latin-ext", buffer: latinExt.buffer, points: latinExt.points },
      { name: "latin", buffer: latin.buffer, points: difference(latinPoints, core) },
      { name: "core", buffer: latin.buffer, points: intersection(latinPoints, core) },
    ];
    const rules = [];
    for (const file of files) {
      const subset = await subsetFont(file.buffer, textOf(file.points), {
        targetFormat: "woff2",
        variationAxes: { wght: WEIGHTS },
        keepFeatures: FEATURES,
      });
      const fileName = `${face.slug}-${file.name}.woff2`;
      await writeFile(path.join(FONTS_DIR, fileName), subset);
      console.log(`${fileName}: ${subset.length} bytes`);
      rules.push(fontFaceRule(face.family, fileName, file.points));
    }
    const fallback = await fallbackFaces(face, latin.buffer);
    sections.push({ face, rules, fallback });
  }
  await writeFile(CSS_FILE, renderCss(sections));
  console.log(`${path.relative(ROOT, CSS_FILE)} written`);
}

/**
 * The package's variable (weight axis) files by subset name, each with its code points, as
 * its own wght.css declares them ("/* inter-latin-wght-normal *\/ @font-face { … }").
 */
async function fontsourceSubsets(face) {
  const css = await readFile(path.join(ROOT, face.package, "wght.css"), "utf8");
  const subsets = new Map();
  for (const [, name, file, ranges] of css.matchAll(
    /\/\* [a-z]+-([a-z-]+)-wght-normal \*\/[^}]*?url\(\.\/([^)]+)\)[^}]*?unicode-range:\s*([^;]+);/g,
  )) {
    const buffer = await readFile(path.join(ROOT, face.package, file));
    subsets.set(name, { buffer, points: parseRanges(ranges) });
  }
  return subsets;
}

/**
 * The fallback faces for one family: for each system font a regular face (serving 400–500)
 * and a bold one (serving 600–700), each scaled against the brand font instanced at the
 * weight it stands in for, so that headings (semibold) keep their width as well as body text.
 */
async function fallbackFaces(face, latin) {
  const names = [];
  const rules = [];
  for (const [weight, brandWeight, variant] of [
    [400, 400, "regular"],
    [700, 600, "700"],
  ]) {
    const instance = await subsetFont(latin, CORE_TEXT, {
      targetFormat: "sfnt",
      variationAxes: { wght: brandWeight },
    });
    const brand = { ...(await fromBuffer(instance)), familyName: face.fallbackName };
    const systemFonts = face.fallbacks.map((metrics) => metrics.variants?.[variant] ?? metrics);
    const { fontFaces } = createFontStack([brand, ...systemFonts], {
      fontFaceFormat: "styleObject",
    });
    fontFaces.forEach(({ "@font-face": rule }, index) => {
      const system = systemFonts[index];
      const family = rule.fontFamily.replace(/^["']|["']$/g, "");
      if (!names.includes(family)) names.push(family);
      const locals = new Set([
        system.fullName,
        system.postscriptName,
        ...(SAME_METRICS[system.familyName]?.[variant] ?? []),
      ]);
      const overrides = {
        "size-adjust": rule.sizeAdjust,
        "ascent-override": rule.ascentOverride,
        "descent-override": rule.descentOverride,
        // Capsize leaves it out when the system font has no line gap either.
        "line-gap-override": rule.lineGapOverride ?? "0%",
      };
      rules.push(
        [
          "@font-face {",
          `  font-family: "${family}";`,
          `  src: ${[...locals].map((name) => `local("${name}")`).join(", ")};`,
          `  font-weight: ${weight};`,
          ...Object.entries(overrides).map(([property, value]) => `  ${property}: ${value};`),
          "}",
        ].join("\n"),
      );
    });
  }
  return { names, rules };
}

function fontFaceRule(family, fileName, points) {
  return [
    "@font-face {",
    `  font-family: "${family}";`,
    "  font-style: normal;",
    "  font-display: swap;",
    `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
    `  src: url("../assets/fonts/${fileName}") format("woff2-variations");`,
    `  unicode-range: ${formatRanges(points)};`,
    "}",
  ].join("\n");
}

function renderCss(sections) {
  const stacks = sections.map(({ face, fallback }) => {
    const stack = [face.family, ...fallback.names].map((name) => `"${name}"`);
    return `  ${face.variable}: ${[...stack, ...face.generic].join(", ")};`;
  });
  return [
    "/*",
    " * Generated by scripts/fonts/subset.mjs: do not edit, run it again (its header says when).",
    " * The brand fonts cut by character (the first view needs only the `core` files) and the",
    " * system fonts sized to take their room until they arrive (`font-display: swap`, ADR 041).",
    " */",
    ...sections.flatMap(({ rules, fallback }) => [...rules, ...fallback.rules]),
    "",
    "@theme {",
    ...stacks,
    "}",
    "",
  ].join("\n");
}

function asciiPrintable() {
  let text = "";
  for (let code = 0x20; code <= 0x7e; code++) text += String.fromCodePoint(code);
  return text;
}

function codePointsOf(text) {
  return new Set([...text].map((char) => char.codePointAt(0)));
}

/** The code points of a CSS unicode-range list ("U+0000-00FF, U+0131, …"). */
function parseRanges(list) {
  const points = new Set();
  for (const item of list.split(",")) {
    const [from, to = from] = item.trim().replace("U+", "").split("-");
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
      points.add(code);
    }
  }
  return points;
}

/** Code points as a CSS unicode-range list, consecutive ones joined. */
function formatRanges(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const ranges = [];
  for (const code of sorted) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (code) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}

/** The characters to keep: control characters draw nothing and are left out. */
function textOf(points) {
  return [...points]
    .filter((code) => code >= 0x20 && !(code >= 0x7f && code <= 0x9f))
    .map((code) => String.fromCodePoint(code))
    .join("");
}

function difference(a, b) {
  return new Set([...a].filter((code) => !b.has(code)));
}

function intersection(a, b) {
  return new Set([...a].filter((code) => b.has(code)));
}

await main();
