/**
 * The three staff roles (contract §9). An `admin` may do everything; a `reviewer` works
 * the two submission inboxes; an `editor` writes Strategic Perspectives.
 */
export const STAFF_ROLES = ["admin", "reviewer", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  reviewer: "Reviewer",
  editor: "Editor",
};

/**
 * What each role may use, by area. The server's route guard and the admin navigation both
 * read this table, so a screen is shown exactly when its API answers.
 */
export const ROLE_ACCESS = {
  /** Dashboard totals. */
  dashboard: ["admin", "reviewer", "editor"],
  /** Both submission inboxes: lists, details, status, notes, owner, comments, board, export. */
  submissions: ["admin", "reviewer"],
  /** Strategic Perspectives, all writes. */
  perspectives: ["admin", "editor"],
  /** Staff accounts, the site-wide activity log, deletion and personal-data tools. */
  administration: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AccessArea = keyof typeof ROLE_ACCESS;

export function mayUse(role: StaffRole, area: AccessArea): boolean {
  return (ROLE_ACCESS[area] as readonly StaffRole[]).includes(role);
}
