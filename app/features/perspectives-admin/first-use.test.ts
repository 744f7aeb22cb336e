import { describe, expect, it } from "vitest";
import { pendingKeyOf } from "./first-use";

const press = (key: string, held: { shift?: boolean; ctrl?: boolean; meta?: boolean } = {}) =>
  pendingKeyOf({
    key,
    shiftKey: held.shift ?? false,
    ctrlKey: held.ctrl ?? false,
    metaKey: held.meta ?? false,
  });

describe("the keys the stand-in keeps for the editor", () => {
  it("keeps a character as text, a space and one beyond the basic plane included", () => {
    expect(press("a")).toEqual({ text: "a" });
    expect(press("A", { shift: true })).toEqual({ text: "A" });
    expect(press(" ")).toEqual({ text: " " });
    expect(press("🌾")).toEqual({ text: "🌾" });
  });

  it("keeps Enter, Backspace and Delete for the editor's keymap, with Shift", () => {
    expect(press("Enter")).toEqual({ shortcut: "Enter" });
    expect(press("Enter", { shift: true })).toEqual({ shortcut: "Shift-Enter" });
    expect(press("Backspace")).toEqual({ shortcut: "Backspace" });
    expect(press("Delete")).toEqual({ shortcut: "Delete" });
  });

  it("lets keys that write nothing pass: moving, leaving, shortcuts", () => {
    for (const key of ["Tab", "ArrowLeft", "Home", "Escape", "Shift", "F5"]) {
      expect(press(key), key).toBeNull();
    }
    expect(press("s", { ctrl: true })).toBeNull();
    expect(press("v", { meta: true })).toBeNull();
  });
});
