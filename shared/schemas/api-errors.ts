import { z } from "zod";

/**
 * Every error answer's body (contract §2): a message people can read; a validation error
 * (400) also names each field it refuses. The OpenAPI document (GET /api/openapi.json) uses
 * these for every failure it lists.
 */

export const apiError = z
  .object({ message: z.string().describe("What went wrong, in words for people") })
  .meta({ id: "Error", description: "An error answer" });
export type ApiError = z.infer<typeof apiError>;

export const fieldError = z
  .object({
    path: z.string().describe("The field, dotted for a nested one (`sectors.0`)"),
    message: z.string().describe("What is wrong with it"),
  })
  .meta({ id: "FieldError" });

export const validationError = z
  .object({
    message: z.string().describe("The first field's problem"),
    errors: z.array(fieldError).describe("Every refused field"),
  })
  .meta({ id: "ValidationError", description: "Input the server refuses, field by field" });
export type ValidationErrorBody = z.infer<typeof validationError>;
