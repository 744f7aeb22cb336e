import { STAFF_ROLE_LABELS, type StaffRole } from "@shared/schemas/staff-roles";
import { SUBMISSION_STATUSES } from "@shared/schemas/submission-statuses";
import { staffName } from "~/lib/staff-name";
import { shareStep } from "./share-activity-text";
import { recordTagsChange, siteTagChange } from "./tag-activity-text";

/** A person as the activity log names them. */
type Person = { id: number; username: string; displayName?: string | null };

/** An activity entry as the API answers it (contract §10). */
export type ActivityEntry = {
  id: number;
  at: string;
  actor: Person | null;
  action: string;
  details: Record<string, unknown>;
};

const statusLabel = (value: unknown) =>
  typeof value === "string" && (SUBMISSION_STATUSES as readonly string[]).includes(value)
    ? value.charAt(0).toUpperCase() + value.slice(1)
    : "an unknown status";

const roleLabel = (value: unknown) =>
  typeof value === "string" && value in STAFF_ROLE_LABELS
    ? STAFF_ROLE_LABELS[value as StaffRole]
    : "another role";

const text = (value: unknown, fallback: string) =>
  typeof value === "string" && value !== "" ? `“${value}”` : fallback;

/** What a staff change did, in words: "made Kim an Editor", "deactivated Kim". */
function staffChange(details: Record<string, unknown>): string {
  const who = typeof details.username === "string" ? details.username : "an account";
  const role = details.role as { to?: unknown } | undefined;
  const active = details.active as { to?: unknown } | undefined;
  if (details.invite) return `sent ${who} a new sign-in link`;
  if (active?.to === false) return `deactivated ${who}`;
  if (active?.to === true) return `reactivated ${who}`;
  if (role) return `made ${who} ${roleLabel(role.to)}`;
  return `updated ${who}'s details`;
}

/** A second factor in words (contract §16): the method, and a passkey's name when known. */
function secondFactor(details: Record<string, unknown>): string {
  if (details.method === "totp") return "an authenticator app";
  if (details.method === "passkey") return `a passkey ${text(details.name, "")}`.trim();
  return "a second factor";
}

const count = (value: unknown, noun: string) => {
  const n = typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
  if (n === null) return `${noun}s`;
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
};

/** What the retention purge deleted: submissions, old mail from the outbox, or both. */
function retentionPurged(details: Record<string, unknown>): string {
  const mail = typeof details.mail === "number" && details.mail > 0;
  // An entry written before the purge took mail has submissions only, and no `mail`.
  const submissions = details.count !== 0;
  if (mail && submissions) return "Old submissions and sent or failed mail were deleted";
  if (mail) return "Old sent or failed mail was deleted";
  return "Old submissions were deleted";
}

/** Whose sessions ended, and which (contract §16): "signed out 2 other sessions". */
function sessionsEnded(details: Record<string, unknown>): string {
  const whose = typeof details.username === "string" ? details.username : "an account";
  switch (details.which) {
    case "one":
      return "signed out one of their sessions";
    case "current":
      return "ended the session they were using";
    case "others":
      return `signed out ${count(details.count, "other session")}`;
    default:
      return `ended all sessions of ${whose} (${count(details.count, "session")})`;
  }
}

/** Names as a sentence lists them: "Ada", "Ada and Kim", "Ada, Kim and Lee". */
const listed = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? "someone")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
/** A review written or changed (contract §14): which parts, never the scores. */
function reviewChange(details: Record<string, unknown>): string {
  if (details.review !== "changed") return "reviewed it";
  const parts = Array.isArray(details.changed)
    ? details.changed.filter((part) => ["scores", "recommendation", "comment"].includes(part))
    : [];
  return parts.length > 0 ? `changed their review (${parts.join(", ")})` : "changed their review";
}

/**
 * One entry as a sentence: who did what (contract §10's actions). Values read from the
 * log are shown only when they are known words, never as markup.
 */
export function describeActivity(entry: ActivityEntry, staff: Person[] = []): string {
  const who = entry.actor ? staffName(entry.actor) : "Someone";
  const { details } = entry;
  const person = (id: unknown) => {
    if (id === null || id === undefined) return "nobody";
    const found = staff.find((member) => member.id === id);
    return found ? staffName(found) : "a former staff member";
  };
  switch (entry.action) {
    case "created":
      return "Submitted through the website";
    case "status_changed":
      return `${who} changed the status from ${statusLabel(details.from)} to ${statusLabel(details.to)}`;
    case "notes_changed":
      return `${who} edited the private notes`;
    case "assigned":
      return details.to === null || details.to === undefined
        ? `${who} removed the owner`
        : `${who} assigned it to ${person(details.to)}`;
    case "commented":
      return `${who} commented`;
    case "comment_deleted":
      return `${who} deleted a comment`;
    case "message_sent":
      return `${who} sent a message`;
    case "message_received":
      return details.via === "email"
        ? "The submitter replied by e-mail"
        : "The submitter answered on their status page";
    case "withdrawn":
      return "A submitter withdrew from their status page, which erased their data";
    case "mentioned":
      return `${who} mentioned ${listed(Array.isArray(details.mentioned) ? details.mentioned.map(person) : [])} in a comment`;
    case "reviewed":
      return `${who} ${reviewChange(details)}`;
    case "review_deleted":
      return `${who} removed their review`;
    case "scorecard_changed":
      return `${who} changed the ${details.kind === "investment-interests" ? "investment interests" : "startup ideas"} scorecard`;
    case "signed_in":
      return `${who} signed in`;
    case "exported":
      return `${who} exported ${details.kind === "investment-interests" ? "investment interests" : "startup ideas"} as CSV`;
    case "staff_created":
      return `${who} invited ${typeof details.username === "string" ? details.username : "a new account"} as ${roleLabel(details.role)}`;
    case "staff_changed":
      return `${who} ${staffChange(details)}`;
    case "perspective_created":
      return `${who} created the perspective ${text(details.title, "")}`.trim();
    case "perspective_updated":
      return `${who} updated the perspective ${text(details.title, "")}`.trim();
    case "perspective_deleted":
      return `${who} deleted the perspective ${text(details.title, "")}`.trim();
    case "perspective_restored":
      return `${who} restored an earlier version of the perspective ${text(details.title, "")}`.trim();
    case "media_uploaded":
      return `${who} uploaded the image ${text(details.alt, "")}`.trim();
    case "media_changed":
      return details.decorative === true
        ? `${who} marked an image as decorative`
        : `${who} changed an image's alt text to ${text(details.alt, "")}`.trim();
    case "media_deleted":
      return `${who} deleted the image ${text(details.alt, "")}`.trim();
    case "perspective_published":
      return `The scheduled perspective ${text(details.title, "")}`.trim().concat(" went live");
    case "deleted":
      return `${who} deleted a submission`;
    case "erased":
      return `${who} erased a person's data`;
    case "password_reset":
      return `${who} set a new password from an e-mailed link, which ended ${count(details.sessionsEnded, "session")}`;
    case "sessions_ended":
      return `${who} ${sessionsEnded(details)}`;
    case "retention_purged":
      return `${retentionPurged(details)} under the retention policy`;
    case "second_factor_added":
      return `${who} added ${secondFactor(details)}`;
    case "second_factor_removed":
      return details.by === "operator"
        ? "An operator's command removed every second factor"
        : `${who} removed ${secondFactor(details)}`;
    case "token_created":
      return `${who} made ${details.scope === "write" ? "a read and write" : "a read-only"} API token ${text(details.name, "")}`.trim();
    case "token_revoked":
      return details.owner === entry.actor?.username
        ? `${who} revoked their API token ${text(details.name, "")}`.trim()
        : `${who} revoked ${typeof details.owner === "string" ? `${details.owner}'s` : "an"} API token ${text(details.name, "")}`.trim();
    case "deck_added":
      return `The submitter added a pitch deck${typeof details.pages === "number" ? ` of ${count(details.pages, "page")}` : ""}`;
    case "deck_replaced":
      return "The submitter replaced their pitch deck";
    case "deck_refused":
      return `The virus scanner refused the pitch deck: it found ${text(details.signature, "a threat")}`;
    case "deck_downloaded":
      return `${who} downloaded the pitch deck`;
    case "tags_changed":
      return `${who} ${recordTagsChange(details)}`;
    case "tag_changed":
      return `${who} ${siteTagChange(details)}`;
    case "share_proposed":
    case "share_consented":
    case "share_declined":
    case "share_sent":
    case "share_viewed":
    case "share_answered":
    case "introduction_accepted":
    case "introduction_declined":
    case "introduced":
    case "share_revoked":
    case "share_ended":
      return shareStep(entry.action, details, who);
    default:
      return `${who}: ${entry.action.replaceAll("_", " ")}`;
  }
}
