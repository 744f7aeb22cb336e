/** The name a staff member goes by in the back office: their display name, else their username. */
export const staffName = (person: { username: string; displayName?: string | null }) =>
  person.displayName || person.username;
