import { inArray } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../server/db/client";
import { strategicPerspectives } from "../../../server/db/schema";
import { notifyPerspectivesChanged } from "../../../server/features/perspectives/perspective-events";
import { perspectiveSeed } from "../../support/perspective-seeds";
import { migrationsFolder } from "../../support/test-app";
import { announcePerspectiveChange } from "./announce";

/**
 * What the accessibility browser tests share (accessibility-*.e2e.test.ts): the phone's
 * viewport, this run's articles and the database that holds them, and the focus-ring check.
 */
export const PHONE = { viewport: { width: 375, height: 740 } };

/**
 * Opens the database before the file's tests; afterwards deletes this run's articles and
 * publishes again what a test hid (`hidden`).
 */
export function accessibilityArticles() {
  const run = Date.now().toString(36);
  const ARTICLES = [
    perspectiveSeed(`a11y-one-${run}`, {
      title: `Reading the soil ${run}`,
      content:
        '<p>An article with <strong>some</strong> markup.</p><h2>A section</h2><ul><li>One</li><li>Two</li></ul><blockquote><p>A quote.</p></blockquote><p><a href="https://example.com" rel="noopener noreferrer">A link</a></p>',
      featured: true,
      category: "case_study",
    }),
    perspectiveSeed(`a11y-two-${run}`, {
      title: `Cold storage ${run}`,
      category: "expert_opinion",
    }),
  ];
  const state = {
    database: undefined as unknown as DatabaseHandle,
    /** Perspectives that were published before a test hid them for the empty list. */
    hidden: [] as number[],
  };

  beforeAll(async () => {
    state.database = await openDatabase({
      databaseUrl: inject("e2eDatabaseUrl"),
      migrationsFolder,
    });
  });

  afterAll(async () => {
    const { db } = state.database;
    await db.delete(strategicPerspectives).where(
      inArray(
        strategicPerspectives.slug,
        ARTICLES.map((article) => article.slug),
      ),
    );
    if (state.hidden.length > 0) {
      await db
        .update(strategicPerspectives)
        .set({ published: true })
        .where(inArray(strategicPerspectives.id, state.hidden));
    }
    await notifyPerspectivesChanged(db);
    await state.database.close();
  });

  return {
    run,
    ARTICLES,
    state,
    /** Waits until the server's cached /perspectives shows what `ready` wants. */
    announce: (ready: (html: string) => boolean) =>
      announcePerspectiveChange(state.database.db, "/perspectives", ready),
  };
}

/**
 * In the page: `__contrast(foreground, background)`, the WCAG contrast of two CSS colours of
 * any syntax (read back through a canvas; a translucent foreground is laid over the
 * background first), and `__background(element)`, the first opaque background up the tree.
 */
const CONTRAST_HELPERS = `
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  const rgba = (color) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const luminance = ([r, g, b]) => {
    const [lr, lg, lb] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  window.__contrast = (foreground, background) => {
    const back = rgba(background);
    const [r, g, b, a] = rgba(foreground);
    const front = [r, g, b].map((v, i) => v * a + back[i] * (1 - a));
    const [high, low] = [luminance(front), luminance(back)].sort((x, y) => y - x);
    return (high + 0.05) / (low + 0.05);
  };
  window.__background = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (rgba(color)[3] === 1) return color;
    }
    return "rgb(255, 255, 255)";
  };
`;

/** What CONTRAST_HELPERS put on `window`, as the page's code reads them. */
type ContrastHelpers = {
  __contrast: (a: string, b: string) => number;
  __background: (element: Element) => string;
};

/** The WCAG contrast of an element's border against the first opaque background around it. */
export async function borderContrast(element: Locator) {
  await element.page().evaluate(CONTRAST_HELPERS);
  return element.evaluate((node) => {
    const helpers = window as unknown as ContrastHelpers;
    return helpers.__contrast(
      getComputedStyle(node).borderTopColor,
      helpers.__background(node.parentElement ?? node),
    );
  });
}

/** Tabs through the page's first `stops` stops: each shows a ring 2 px wide at 3:1 or more. */
export async function expectFocusRings(page: Page, stops: number) {
  await page.evaluate(CONTRAST_HELPERS);
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press("Tab");
    // The ring's colour eases in with the element's colour transition.
    await page.waitForTimeout(250);
    const ring = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      // A card's link (a stretched link) draws its ring around the whole card.
      let element: HTMLElement = focused;
      for (let node: HTMLElement | null = focused; node; node = node.parentElement) {
        if (getComputedStyle(node).outlineStyle !== "none") {
          element = node;
          break;
        }
      }
      const style = getComputedStyle(element);
      const helpers = window as unknown as ContrastHelpers;
      return {
        name: `${focused.tagName} ${focused.textContent?.trim().slice(0, 30)}`,
        style: style.outlineStyle,
        width: Number.parseFloat(style.outlineWidth),
        contrast: helpers.__contrast(
          style.outlineColor,
          helpers.__background(element.parentElement ?? element),
        ),
      };
    });
    expect(ring.style, ring.name).not.toBe("none");
    expect(ring.width, ring.name).toBeGreaterThanOrEqual(2);
    expect(ring.contrast, ring.name).toBeGreaterThanOrEqual(3);
  }
}
