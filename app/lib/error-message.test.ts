import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { errorMessage, isNotFound, submissionFailureMessage } from "./error-message";

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

describe("submissionFailureMessage", () => {
  const fallback = "There was a problem submitting your idea. Please try again.";

  it("gives the server's own words (a full disk's, a limit's)", () => {
    const cannotSave =
      "The site cannot save anything right now. Please try again in a few minutes.";
    expect(submissionFailureMessage(new ApiError(503, cannotSave, true), fallback)).toBe(
      cannotSave,
    );
  });

  it("falls back instead of showing a status line or a proxy's error page", () => {
    const page = new ApiError(502, "502: <html><body>Bad Gateway</body></html>", false);
    expect(submissionFailureMessage(page, fallback)).toBe(fallback);
    expect(submissionFailureMessage(new Error("boom"), fallback)).toBe(fallback);
  });

  it("says the server could not be reached when fetch itself failed", () => {
    expect(submissionFailureMessage(new TypeError("Failed to fetch"), fallback)).toMatch(
      /Could not reach the server/,
    );
  });
});
