import { paths } from "@shared/config/paths";
import type { ActivityAction, ActivitySubjectType } from "@shared/schemas/activity";
import type { WebhookEvent } from "@shared/schemas/webhooks";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  investmentInterests,
  startupIdeas,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";

/**
 * The webhook events (contract §19, ADR 049) are the activity log's vocabulary heard from
 * outside: one event is one kind of activity entry, written by `recordActivity` in the same
 * transaction as the entry, and so as the change. This module is the one place that says which
 * entry is which event and what its `data` holds: ids, kinds, statuses and the admin link, and
 * of personal data only the submitter's name. Submissions are stored by one statement of their
 * own (store-submission.ts), which adds `submissionCreatedDeliveries` to it.
 */

type Writer = Pick<Database, "execute">;
type SubmissionKind = "startup_idea" | "investment_interest";

const SUBMISSION_TABLES = { startup_idea: startupIdeas, investment_interest: investmentInterests };
const ADMIN_PATHS: Record<SubmissionKind, (id: number | string) => string> = {
  startup_idea: paths.admin.startupIdea,
  investment_interest: paths.admin.investmentInterest,
};
const CREATED: Record<SubmissionKind, WebhookEvent> = {
  startup_idea: "idea.created",
  investment_interest: "interest.created",
};

/** Activity entries about a submission that are events, and which. */
const SUBMISSION_EVENTS: Partial<Record<ActivityAction, WebhookEvent>> = {
  status_changed: "submission.status_changed",
  assigned: "submission.assigned",
  message_received: "message.received",
  reviewed: "review.submitted",
  share_answered: "share.answered",
};

/**
 * A share's step is logged on both its records (contract §18); its event is told once, from
 * the idea's entry.
 */
const ONCE_FROM_THE_IDEA: readonly ActivityAction[] = ["share_answered"];

/** What of an entry's details an event carries: statuses and staff ids, never free text. */
const CARRIED_DETAILS: Partial<Record<ActivityAction, readonly string[]>> = {
  status_changed: ["from", "to"],
  assigned: ["from", "to"],
  message_received: ["via"],
  reviewed: ["review"],
  share_answered: ["shareId", "interestId", "response"],
  perspective_published: ["title"],
};

const isSubmission = (type: ActivitySubjectType): type is SubmissionKind =>
  type === "startup_idea" || type === "investment_interest";

export type ActivityForWebhooks = {
  action: ActivityAction;
  subject?: { type: ActivitySubjectType; id: number };
  details?: Record<string, unknown>;
};

/**
 * Queues the event an activity entry is, if it is one, for every active endpoint subscribed to
 * it: one statement, in the entry's transaction, that writes nothing when no endpoint listens.
 */
export async function queueEventOfActivity(writer: Writer, entry: ActivityForWebhooks) {
  const { subject } = entry;
  if (!subject) return;
  const carried = Object.fromEntries(
    (CARRIED_DETAILS[entry.action] ?? [])
      .filter((key) => entry.details?.[key] !== undefined)
      .map((key) => [key, entry.details?.[key]]),
  );
  if (isSubmission(subject.type)) {
    const type = SUBMISSION_EVENTS[entry.action];
    if (!type) return;
    if (ONCE_FROM_THE_IDEA.includes(entry.action) && subject.type !== "startup_idea") return;
    const table = SUBMISSION_TABLES[subject.type];
    // The name is read here, from the record locked by the change, rather than passed in.
    const name = sql`(select ${table.name} from ${table} where ${table.id} = ${subject.id})`;
    await writer.execute(
      insertDeliveries(type, {
        data: sql`jsonb_build_object('id', ${subject.id}::int, 'kind', ${subject.type}::text, 'name', ${name}) || ${JSON.stringify(carried)}::jsonb`,
        adminPath: ADMIN_PATHS[subject.type](subject.id),
        subject,
      }),
    );
    return;
  }
  if (subject.type === "perspective" && entry.action === "perspective_published") {
    await queuePerspectivePublished(writer, { id: subject.id, ...carried });
  }
}

/**
 * `perspective.published`: the scheduled publishing's activity entry is it, and a save that
 * publishes an article for the first time (its `publishedAt` set in that save) calls this.
 */
export async function queuePerspectivePublished(
  writer: Writer,
  perspective: { id: number; title?: unknown },
) {
  await writer.execute(
    insertDeliveries("perspective.published", {
      data: sql`${JSON.stringify({ id: perspective.id, kind: "perspective", title: perspective.title })}::jsonb`,
      adminPath: paths.admin.perspective(perspective.id),
      subject: { type: "perspective", id: perspective.id },
    }),
  );
}

/**
 * The deliveries of a new submission, as part of the statement that stores it: `record` is that
 * statement's inserted row (a CTE with `id`, `status` and `name`).
 */
export function submissionCreatedDeliveries(record: SQL, kind: SubmissionKind): SQL {
  // The record's admin path before its id, which the statement appends.
  const path = ADMIN_PATHS[kind]("");
  return sql`insert into ${webhookDeliveries}
      (endpoint_id, event_type, data, admin_path, subject_type, subject_id)
    select e.id, ${CREATED[kind]}, jsonb_build_object('id', r.id, 'kind', ${kind}::text,
        'status', r.status, 'name', r.name),
      ${path} || r.id, ${kind}, r.id
    from ${webhookEndpoints} e, ${record} r
    where e.active and ${CREATED[kind]} = any(e.events)`;
}

/** A `ping` for one endpoint (its "Send a test"), whether or not it is on. */
export async function queuePing(writer: Writer, endpointId: number) {
  await writer.execute(sql`insert into ${webhookDeliveries} (endpoint_id, event_type, data)
    values (${endpointId}, 'ping', ${JSON.stringify({ endpointId })}::jsonb)`);
}

function insertDeliveries(
  type: WebhookEvent,
  event: { data: SQL; adminPath: string; subject: { type: ActivitySubjectType; id: number } },
): SQL {
  return sql`insert into ${webhookDeliveries}
      (endpoint_id, event_type, data, admin_path, subject_type, subject_id)
    select e.id, ${type}, ${event.data}, ${event.adminPath}, ${event.subject.type}, ${event.subject.id}::int
    from ${webhookEndpoints} e
    where e.active and ${type} = any(e.events)`;
}
