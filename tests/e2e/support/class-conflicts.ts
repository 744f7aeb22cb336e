import type { Page } from "playwright-core";
import { twMerge } from "tailwind-merge";

/**
 * The Tailwind utilities on an element that another of its utilities overrides (`p-4` beside
 * `p-6`, `bg-white` beside `bg-forest-50`), as tailwind-merge reads them. The pages join their
 * classes without resolving such pairs (`cx`, ADR 052): which one wins would be decided by the
 * stylesheet's order, not by the code, so there must be none.
 */
export function overriddenUtilities(classes: string): string[] {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(tokens.join(" ")).split(" "));
  return [...new Set(tokens)].filter((token) => !kept.has(token));
}

/** Every element of the page whose classes hold a conflicting pair, with what is overridden. */
export async function classConflicts(page: Page): Promise<string[]> {
  const elements = await page.evaluate(() =>
    [...document.querySelectorAll("[class]")].map((element) => {
      const name = element.getAttribute("aria-label") ?? element.textContent ?? "";
      return {
        classes: element.getAttribute("class") ?? "",
        element: `<${element.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}"`,
      };
    }),
  );
  return elements.flatMap(({ classes, element }) => {
    const overridden = overriddenUtilities(classes);
    return overridden.length > 0 ? [`${element}: ${overridden.join(" ")} in "${classes}"`] : [];
  });
}
