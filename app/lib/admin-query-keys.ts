import type { SubmissionStatus } from "@shared/schemas/submission-statuses";

/**
 * Every admin query's key, from one place. Keys nest: a screen refreshes everything under a
 * key by invalidating that key (a kind's `list` covers its list pages and its board columns;
 * a record's `detail` covers its comments and activity). Logging out clears them all.
 */
const root = ["admin"] as const;

/** One submission kind's keys ("startup-ideas" or "investment-interests"). */
function submissionKeys(kind: string) {
  const all = [...root, kind] as const;
  const list = [...all, "list"] as const;
  const detail = (id: number | string) => [...all, "detail", String(id)] as const;
  return {
    all,
    list,
    /** One page of the list, by the API query it asks with. */
    listPage: (query: string) => [...list, query] as const,
    /** A board column: under `list`, so whatever refreshes the lists refreshes the board. */
    boardColumn: (status: SubmissionStatus) => [...list, "board", status] as const,
    detail,
    comments: (id: number | string) => [...detail(id), "comments"] as const,
    activity: (id: number | string) => [...detail(id), "activity"] as const,
    /** The record's possible duplicates (contract §14). */
    related: (id: number | string) => [...detail(id), "related"] as const,
    /** The record's thread with the submitter (contract §13). */
    messages: (id: number | string) => [...detail(id), "messages"] as const,
    /** The team's reviews of a record (contract §14): under `detail`, which shows its score. */
    reviews: (id: number | string) => [...detail(id), "reviews"] as const,
    /** An idea's pitch deck (contract §17): its state, polled while it is being prepared. */
    deck: (id: number | string) => [...detail(id), "deck"] as const,
    /** How many records have unread messages (the navigation's count): under `list`. */
    unreadTotal: [...list, "unread-total"] as const,
  };
}

const perspectives = [...root, "perspectives"] as const;
const perspectiveList = [...perspectives, "list"] as const;
const outbox = [...root, "outbox"] as const;
const people = [...root, "people"] as const;
const webhooks = [...root, "webhooks"] as const;

export const adminKeys = {
  all: root,
  /** The signed-in account (null when signed out). */
  session: [...root, "me"] as const,
  /** The signed-in account's sessions: under `session`, so a password change refreshes them. */
  ownSessions: [...root, "me", "sessions"] as const,
  /** Whether the site sends e-mail. */
  mailStatus: [...root, "mail"] as const,
  /** Who may own a submission. */
  assignees: [...root, "assignees"] as const,
  /** Every staff account, deactivated ones too. */
  staff: [...root, "staff"] as const,
  invite: (token: string) => [...root, "invite", token] as const,
  activity: (page: number) => [...root, "activity", page] as const,
  dashboardStats: [...root, "dashboard", "stats"] as const,
  dashboardCharts: [...root, "dashboard", "charts"] as const,
  /** The signed-in member's own lists (issue 23). */
  myWork: [...root, "dashboard", "my-work"] as const,
  dashboardPipeline: [...root, "dashboard", "pipeline"] as const,
  retention: [...root, "settings", "retention"] as const,
  /** The OpenAPI document the API reference shows (contract §19). */
  openApi: [...root, "openapi"] as const,
  /** The message templates (contract §13), read by the composer and managed in Settings. */
  messageTemplates: [...root, "message-templates"] as const,
  /** The team's tags (contract §14), read by the pickers and filters, managed in Settings. */
  tags: [...root, "tags"] as const,
  /** A kind's scorecard (contract §14): its criteria, read by the reviews panel and Settings. */
  scorecard: (kind: string) => [...root, "scorecards", kind] as const,
  /** Which roles must have a second factor (contract §16). */
  securitySettings: [...root, "settings", "security"] as const,
  /** The account's authenticator app and its passkeys. */
  totp: [...root, "me", "totp"] as const,
  passkeys: [...root, "me", "passkeys"] as const,
  /** The account's own API tokens (contract §19). */
  ownApiTokens: [...root, "me", "tokens"] as const,
  /** Everyone's API tokens (admins). */
  allApiTokens: [...root, "tokens"] as const,
  submissions: submissionKeys,
  perspectives: {
    all: perspectives,
    list: perspectiveList,
    listPage: (query: string) => [...perspectiveList, query] as const,
    detail: (id: number | string) => [...perspectives, "detail", String(id)] as const,
  },
  outbox: {
    all: outbox,
    page: (status: string | undefined, page: number) => [...outbox, status ?? "all", page] as const,
    summary: [...outbox, "summary"] as const,
  },
  /** The studio's webhooks (contract §19) and each one's deliveries, under it. */
  webhooks: {
    all: webhooks,
    deliveries: (id: number) => [...webhooks, id, "deliveries"] as const,
  },
  people: {
    all: people,
    // The server matches addresses in any case: one cache entry per address, whatever its case.
    person: (email: string) => [...people, email.toLowerCase()] as const,
  },
} as const;
