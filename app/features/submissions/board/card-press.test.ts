import { describe, expect, it } from "vitest";
import { pressPicksUpCard } from "./card-press";

/** Just enough of an element for the rule: its tag, role and parent. */
type FakeElement = {
  parent: FakeElement | null;
  matches: (selector: string) => boolean;
  contains: (other: unknown) => boolean;
  closest: (selectors: string) => FakeElement | null;
};

function element(tag: string, parent: FakeElement | null = null, role?: string): FakeElement {
  const self: FakeElement = {
    parent,
    matches: (selector) => selector === tag || selector === `[role='${role}']`,
    contains: (other) => {
      for (let node = other as FakeElement | null; node; node = node.parent) {
        if (node === self) return true;
      }
      return false;
    },
    closest: (selectors) => {
      const wanted = selectors.split(",").map((selector) => selector.trim());
      for (let node: FakeElement | null = self; node; node = node.parent) {
        const current = node;
        if (wanted.some((selector) => current.matches(selector))) return current;
      }
      return null;
    },
  };
  return self;
}

const card = element("li");
const handle = element("button", card);
const grip = element("svg", handle);
const body = element("div", card);
const title = element("a", body);
const menuButton = element("button", body);
const menuLabel = element("span", menuButton);
// The open menu is portalled to the end of the page: not inside the card.
const menu = element("div", null, "menu");
const menuItem = element("div", menu, "menuitem");
const nodes = { card, handle };

const press = (target: FakeElement, pointerType = "mouse", button = 0, isPrimary = true) =>
  pressPicksUpCard(
    { target: target as unknown as EventTarget, pointerType, button, isPrimary },
    nodes,
  );

describe("pressPicksUpCard", () => {
  it("lets a mouse or pen press anywhere on the card pick it up, its title link included", () => {
    expect(press(title)).toBe(true);
    expect(press(body)).toBe(true);
    expect(press(card, "pen")).toBe(true);
    expect(press(grip)).toBe(true);
  });

  it("leaves the Move to… button and its open menu to themselves", () => {
    expect(press(menuButton)).toBe(false);
    expect(press(menuLabel)).toBe(false);
    expect(press(menuItem)).toBe(false);
  });

  it("lets a finger pick the card up by its grip only, so a swipe elsewhere scrolls", () => {
    expect(press(grip, "touch")).toBe(true);
    expect(press(title, "touch")).toBe(false);
    expect(press(body, "touch")).toBe(false);
  });

  it("ignores other buttons than the main one and a second finger", () => {
    expect(press(title, "mouse", 2)).toBe(false);
    expect(press(grip, "touch", 0, false)).toBe(false);
  });
});
