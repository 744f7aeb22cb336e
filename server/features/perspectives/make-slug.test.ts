import { describe, expect, it } from "vitest";
import { baseSlug, FALLBACK_SLUG, numberedSlug, RESERVED_SLUGS } from "./make-slug";

describe("baseSlug", () => {
  it.each([
    ["Soil Health in 2025", "soil-health-in-2025"],
    ["  Leading and trailing  ", "leading-and-trailing"],
    ["What's next for AgTech?", "whats-next-for-agtech"],
    ["Crème brûlée, café & jalapeño", "creme-brulee-cafe-and-jalapeno"],
    ["Łódź, Ærø, Straße", "lodz-aero-strasse"],
    ["Über Äpfel", "ueber-aepfel"],
    ["Việt Nam rice", "viet-nam-rice"],
    ["Урожай 2025", "urozhay-2025"],
    ["Drones / Robots -- & AI!!!", "drones-robots-and-ai"],
    ["C:\\path_to 100% yield", "c-path-to-100-yield"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
  ])("%j → %j", (title, slug) => {
    expect(baseSlug(title)).toBe(slug);
  });

  it("is only lowercase ASCII letters, digits and single dashes between words", () => {
    for (const title of [
      "Ça va? ¿Qué tal? ÑANDÚ",
      "Ω omega — “quotes” ‘too’",
      "tab\there\nnewline",
    ]) {
      expect(baseSlug(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("falls back to a word when nothing of the title can be kept", () => {
    expect(baseSlug("???")).toBe(FALLBACK_SLUG);
    expect(baseSlug("")).toBe(FALLBACK_SLUG);
    expect(baseSlug("🌾🌾🌾")).toBe(FALLBACK_SLUG);
  });

  it("keeps at most 80 characters, cut between words, never ending with a dash", () => {
    const title = "Precision irrigation ".repeat(6);
    const slug = baseSlug(title);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^precision-irrigation-.*-(precision|irrigation)$/);
    expect(`${baseSlug(title.repeat(2))}-`.startsWith(slug)).toBe(true);
  });

  it("cuts a single very long word at 80 characters", () => {
    expect(baseSlug("a".repeat(100))).toBe("a".repeat(80));
    expect(baseSlug(`${"b".repeat(79)} c`)).toBe("b".repeat(79));
  });
});

describe("numberedSlug", () => {
  it("leaves the first alone and suffixes the others with -n", () => {
    expect(numberedSlug("soil-health", 1)).toBe("soil-health");
    expect(numberedSlug("soil-health", 2)).toBe("soil-health-2");
    expect(numberedSlug("soil-health", 13)).toBe("soil-health-13");
  });

  it("shortens the base so that the whole stays within 80 characters", () => {
    const long = "a".repeat(80);
    expect(numberedSlug(long, 2)).toBe(`${"a".repeat(78)}-2`);
    expect(numberedSlug(long, 100)).toBe(`${"a".repeat(76)}-100`);
    const words = baseSlug("Precision irrigation ".repeat(6));
    for (const n of [2, 10, 1000]) {
      const slug = numberedSlug(words, n);
      expect(slug.length).toBeLessThanOrEqual(80);
      expect(slug).toMatch(new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*-${n}$`));
    }
  });
});

describe("reserved slugs", () => {
  it("include the public API's featured list and the feed", () => {
    expect(RESERVED_SLUGS.has("featured")).toBe(true);
    expect(RESERVED_SLUGS.has(baseSlug("RSS.xml"))).toBe(true);
  });
});
