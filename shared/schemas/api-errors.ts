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

/**
 * The 403 every signed-in admin route answers (but a few, for a session) while the account's
 * role must have a second factor and it has none (contract §16): the error with where to go.
 */
export const secondFactorRequiredError = z
  .object({
    message: z.string().describe("What went wrong, in words for people"),
    next: z.literal("setup-second-factor").describe("Set up a second factor, then try again"),
  })
  .meta({
    id: "SecondFactorRequired",
    description: "The account must set up a second factor before anything else",
  });
export type SecondFactorRequiredBody = z.infer<typeof secondFactorRequiredError>;
