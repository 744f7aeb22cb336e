/** How the status page names the author of a team message (contract §13). */
export const THE_TEAM = "The team";

/**
 * The team member's first name, from the display name they chose; "The team" when they have
 * none (a username is a sign-in name, never shown to the public) or the message has no author
 * any more. The first word only: the submitter reads "Maria", not a colleague's full name.
 */
export function teamAuthorName(displayName: string | null | undefined): string {
  const first = displayName?.trim().split(/\s+/u)[0];
  return first ? first : THE_TEAM;
}
