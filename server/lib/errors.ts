import type { z } from "zod";

// Errors the features throw about their input; the HTTP error handler (server/http/errors.ts)
// turns them into answers.

export type FieldError = { path: string; message: string };

/** A request the server understood but will not accept: answered 400 with every field named. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? "Invalid request");
  }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as Retry-After (a 429 or a 503 says when to come back). */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

/** Validates untrusted input against a shared schema, throwing a ValidationError on failure. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  // Zod still runs length checks on a value of the wrong type when it has a length
  // (a list given for a name, a string for the sectors); for such a field only the
  // type problem is reported, so each field is named once with its own message.
  const issues = result.error.issues;
  const wrongType = new Set(
    issues.filter((issue) => issue.code === "invalid_type").map((issue) => issue.path.join(".")),
  );
  throw new ValidationError(
    issues
      .filter((issue) => issue.code === "invalid_type" || !wrongType.has(issue.path.join(".")))
      .map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}
