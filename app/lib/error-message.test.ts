import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { errorMessage, isNotFound } from "./error-message";

describe("errorMessage", () => {
  it("gives the server's own words", () => {
    expect(errorMessage(new ApiError(400, "Title is required", true))).toBe("Title is required");
  });

  it("gives the status and text when the server sent no message", () => {
    expect(errorMessage(new ApiError(502, "502: Bad Gateway", false))).toBe("502: Bad Gateway");
  });

  it("says the server could not be reached when fetch itself failed", () => {
    expect(errorMessage(new TypeError("Failed to fetch"))).toMatch(/Could not reach the server/);
  });

  it("falls back when there is nothing to say", () => {
    expect(errorMessage(new Error(""), "Failed to delete")).toBe("Failed to delete");
    expect(errorMessage("boom")).toBe("An unknown error occurred");
  });
});

describe("isNotFound", () => {
  it("is true for a 404 only", () => {
    expect(isNotFound(new ApiError(404, "Not found", true))).toBe(true);
    expect(isNotFound(new ApiError(500, "Oops", true))).toBe(false);
    expect(isNotFound(new Error("404"))).toBe(false);
  });
});
