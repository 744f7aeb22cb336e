/** A browser's own refusal (cancelled, timed out, no passkey) says so in words people know. */
export function passkeyProblem(error: unknown): string {
  if (error instanceof Error && error.name === "NotAllowedError") {
    return "The passkey request was cancelled or timed out.";
  }
  return error instanceof Error ? error.message : "The passkey did not work. Please try again.";
}
