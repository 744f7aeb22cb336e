import { describe, expect, it } from "vitest";
import { withTyped } from "./typed-values";

describe("a form's defaults with what was typed in its stand-in", () => {
  const defaults = { subject: "", body: "", notify: false };

  it("takes the typed text and states over the defaults", () => {
    expect(withTyped(defaults, { body: "Hello", notify: true })).toEqual({
      subject: "",
      body: "Hello",
      notify: true,
    });
  });

  it("keeps the defaults when nothing was typed, without changing them", () => {
    const values = withTyped(defaults, {});
    expect(values).toEqual(defaults);
    expect(values).not.toBe(defaults);
  });

  it("ignores a field the form does not have, and a value of another kind", () => {
    expect(withTyped(defaults, { username: "admin", subject: true, notify: "on" })).toEqual(
      defaults,
    );
  });
});
