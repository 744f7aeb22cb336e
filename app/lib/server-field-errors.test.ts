import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { serverFieldErrors } from "./server-field-errors";

const badRequest = (errors: unknown) =>
  new ApiError(400, "Invalid request", true, { message: "Invalid request", errors });

describe("serverFieldErrors", () => {
  it("keeps the errors of the form's own fields, in the server's order", () => {
    const error = badRequest([
      { path: "body", message: "Unknown placeholder {{foo}}" },
      { path: "other", message: "not a field here" },
      { path: "name", message: "Name is required" },
    ]);
    expect(serverFieldErrors(error, ["name", "subject", "body"])).toEqual([
      { name: "body", message: "Unknown placeholder {{foo}}" },
      { name: "name", message: "Name is required" },
    ]);
  });

  it("reads a path given as a list", () => {
    const error = badRequest([{ path: ["subject"], message: "Subject is required" }]);
    expect(serverFieldErrors(error, ["subject"])).toEqual([
      { name: "subject", message: "Subject is required" },
    ]);
  });

  it("finds nothing in other answers, so the form shows them whole", () => {
    expect(serverFieldErrors(new ApiError(500, "boom", false), ["body"])).toEqual([]);
    expect(serverFieldErrors(new ApiError(400, "bad", true, { message: "bad" }), ["body"])).toEqual(
      [],
    );
    expect(serverFieldErrors(new Error("offline"), ["body"])).toEqual([]);
    expect(serverFieldErrors(badRequest([{ path: "body", message: 3 }]), ["body"])).toEqual([]);
  });
});
