import { describe, expect, it } from "vitest";
import { loggableUrl } from "./loggable-url";

const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde";

describe("loggableUrl", () => {
  it("hides the token of the status page and its API", () => {
    expect(loggableUrl(`/status/${token}`)).toBe("/status/[token]");
    expect(loggableUrl(`/api/status/${token}`)).toBe("/api/status/[token]");
    expect(loggableUrl(`/api/status/${token}/messages`)).toBe("/api/status/[token]/messages");
    expect(loggableUrl(`/status/${token}?x=1`)).toBe("/status/[token]?x=1");
  });

  it("hides the token of a deal link, its page and its API", () => {
    expect(loggableUrl(`/deal/${token}`)).toBe("/deal/[token]");
    expect(loggableUrl(`/api/deal/${token}`)).toBe("/api/deal/[token]");
    expect(loggableUrl(`/api/deal/${token}/pages/3`)).toBe("/api/deal/[token]/pages/3");
    expect(loggableUrl(`/api/deal/${token}/views`)).toBe("/api/deal/[token]/views");
  });

  it("keeps every other URL as it came", () => {
    expect(loggableUrl("/admin/startup-ideas/12")).toBe("/admin/startup-ideas/12");
    expect(loggableUrl("/perspectives/status/x")).toBe("/perspectives/status/x");
    expect(loggableUrl("/status")).toBe("/status");
  });
});
