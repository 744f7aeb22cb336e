import { SUBMISSION_STATUSES, type SubmissionStatus } from "@shared/schemas/submission-statuses";
import { ArrowLeft, Mail, Phone } from "lucide-react";
import { type FormEvent, lazy, type ReactNode, useId } from "react";
import { Link, useNavigate } from "react-router";
import { AdminCard, cardSurface } from "~/components/admin/card";
import { LoadWhenNear } from "~/components/admin/load-when-near";
import { QueryView } from "~/components/admin/query-view";
import { StatusBadge } from "~/components/admin/status-badge";
import { inStageSentence } from "~/components/admin/time-in-stage";
import { Button } from "~/components/ui/button";
import { Select, Textarea } from "~/components/ui/form-field";
import { useAdminSession } from "~/lib/admin-session";
import { cx } from "~/lib/cx";
import { dateTime } from "~/lib/dates";
import { useSubmission } from "./api";
import { DeleteSubmissionButton } from "./delete-submission-button";
import { type RecordOf, SUBMISSION_KINDS, type SubmissionKind, statusLabel } from "./kinds";
import { useStatusChange } from "./status-change";

// A record's own work is below the first screen on a phone: its code (the tag menu, the comment
// field, the confirming dialog) loads as it comes near (ADR 052), all of it as one file.
const loadRecordWork = () => import("./record-work/record-work-cards");
const OwnerCard = lazy(() => loadRecordWork().then(({ OwnerCard }) => ({ default: OwnerCard })));
const TagsCard = lazy(() => loadRecordWork().then(({ TagsCard }) => ({ default: TagsCard })));
const CommentsCard = lazy(() =>
  loadRecordWork().then(({ CommentsCard }) => ({ default: CommentsCard })),
);
const ActivityTimeline = lazy(() =>
  loadRecordWork().then(({ ActivityTimeline }) => ({ default: ActivityTimeline })),
);

type Props<K extends SubmissionKind> = {
  kind: K;
  id: string;
  /** The kind's own details (sector and stage and idea; amount and sectors and info). */
  details: (record: RecordOf<K>) => ReactNode;
  /** The conversation with the submitter (contract §13), under what they sent. */
  conversation?: (record: RecordOf<K>) => ReactNode;
  /** The possible duplicates panel (contract §14), in the side column. */
  duplicates?: ReactNode;
  /** The team's reviews (contract §14), under the conversation. */
  evaluation?: ReactNode;
  /** The matches of the other kind and their shares (contract §18), under the reviews. */
  matches?: ReactNode;
  /** The record as the server drew it on the first page loaded (ADR 055). */
  drawn?: RecordOf<K>;
};

/** One submission: who sent it, what they sent, and its status and private notes. */
export function SubmissionDetailPage<K extends SubmissionKind>({
  kind,
  id,
  details,
  conversation,
  duplicates,
  evaluation,
  matches,
  drawn,
}: Props<K>) {
  const texts = SUBMISSION_KINDS[kind];
  const submission = useSubmission(kind, id, drawn);
  const navigate = useNavigate();
  // Only an admin may delete (contract §12); the server refuses anyone else too.
  const isAdmin = useAdminSession().data?.role === "admin";

  return (
    <QueryView
      query={submission}
      loading={`Loading ${texts.recordLabel.toLowerCase()}`}
      errorTitle={texts.detailError}
      notFoundMessage={texts.notFound}
      errorHeadingLevel={1}
      errorAction={
        <Button variant="outline" size="sm" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden className="size-4" />
          Go Back
        </Button>
      }
    >
      {(record) => (
        <RecordView
          kind={kind}
          id={id}
          record={record}
          details={details}
          conversation={conversation}
          duplicates={duplicates}
          evaluation={evaluation}
          matches={matches}
          isAdmin={isAdmin}
        />
      )}
    </QueryView>
  );
}

function RecordView<K extends SubmissionKind>({
  kind,
  id,
  record,
  details,
  conversation,
  duplicates,
  evaluation,
  matches,
  isAdmin,
}: Props<K> & { record: RecordOf<K>; isAdmin: boolean }) {
  const texts = SUBMISSION_KINDS[kind];
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={texts.adminPath}
          className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-semibold text-forest-700 hover:text-forest-950"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to {texts.listTitle}
        </Link>
        {isAdmin ? <DeleteSubmissionButton kind={kind} id={id} name={record.name} /> : null}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-6">
          <article className={cx(cardSurface, "p-6")}>
            <header className="flex flex-wrap items-start justify-between gap-3 border-b border-forest-900/10 pb-5">
              <div>
                <h1 className="text-2xl font-semibold text-forest-950 sm:text-3xl">
                  {record.name}
                </h1>
                <p className="mt-1 text-ink-muted">
                  {texts.recordLabel} · Submitted on {dateTime(record.createdAt)}
                </p>
              </div>
              <StatusBadge status={record.status} />
            </header>

            {recordParts(record, details).map((part, index) => (
              <section
                key={part.id}
                aria-labelledby={part.id}
                className={index === 0 ? "mt-6" : "mt-8"}
              >
                <h2 id={part.id} className={partHeadingClass}>
                  {part.title}
                </h2>
                <div className="mt-3">{part.body}</div>
              </section>
            ))}
          </article>
          {conversation?.(record)}
          {evaluation}
          {matches}
          <LoadWhenNear>
            <CommentsCard kind={kind} id={id} />
          </LoadWhenNear>
        </div>

        <div className="grid content-start gap-6">
          <LoadWhenNear>
            <OwnerCard kind={kind} id={id} assigneeId={record.assigneeId} />
          </LoadWhenNear>
          <LoadWhenNear>
            <TagsCard kind={kind} record={record} />
          </LoadWhenNear>
          <StatusAndNotes kind={kind} record={record} />
          {duplicates}
          <AdminCard headingId="timeline-heading">
            <h2 id="timeline-heading" className="text-lg font-semibold text-forest-950">
              Timeline
            </h2>
            <dl className="mt-4 grid gap-3 text-sm">
              <div>
                <dt className="font-semibold text-forest-950">Time in stage</dt>
                <dd className="text-ink-muted">
                  {inStageSentence(record.status, record.statusChangedAt)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-forest-950">Created</dt>
                <dd className="text-ink-muted">{dateTime(record.createdAt)}</dd>
              </div>
              {record.updatedAt !== record.createdAt ? (
                <div>
                  <dt className="font-semibold text-forest-950">Last Updated</dt>
                  <dd className="text-ink-muted">{dateTime(record.updatedAt)}</dd>
                </div>
              ) : null}
            </dl>
          </AdminCard>
          <LoadWhenNear>
            <ActivityTimeline kind={kind} id={id} />
          </LoadWhenNear>
        </div>
      </div>
    </div>
  );
}

const partHeadingClass = "font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase";

/** The parts of the record's card under its heading: how to reach the person, what they sent. */
function recordParts<K extends SubmissionKind>(
  record: RecordOf<K>,
  details: (record: RecordOf<K>) => ReactNode,
) {
  const contacts = [
    { icon: Mail, href: `mailto:${record.email}`, text: record.email },
    ...(record.phone ? [{ icon: Phone, href: `tel:${record.phone}`, text: record.phone }] : []),
  ];
  const contactList = (
    <ul className="grid gap-2">
      {contacts.map(({ icon: Icon, href, text }) => (
        <li key={href} className="flex items-center gap-2">
          <Icon aria-hidden className="size-4 text-forest-700" />
          <a href={href} className="text-forest-800 underline-offset-4 hover:underline">
            {text}
          </a>
        </li>
      ))}
    </ul>
  );
  return [
    { id: "contact-heading", title: "Contact", body: contactList },
    { id: "details-heading", title: "Details", body: details(record) },
  ];
}

/** The status's value in a form's data, if it is one (the select offers only those). */
const isStatus = (value: FormDataEntryValue | null): value is SubmissionStatus =>
  SUBMISSION_STATUSES.some((status) => status === value);

/**
 * The status and the private notes, saved together. The fields are the browser's own, read
 * when the form is sent: on a record drawn on the server they can be changed before the page's
 * code has arrived, and a field React controlled would be put back to the record's value at its
 * next render (a status picked then was saved as the old one). A fresh copy of the record from
 * the server (after a save) draws the form anew with its values.
 */
function StatusAndNotes({
  kind,
  record,
}: {
  kind: SubmissionKind;
  record: { id: number; name: string; status: SubmissionStatus; notes: string | null };
}) {
  const { status, notes } = record;
  const update = useStatusChange(kind);
  const fieldIds = { status: useId(), notes: useId() };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const to = fields.get("status");
    update.mutate({
      record,
      from: status,
      to: isStatus(to) ? to : status,
      notes: String(fields.get("notes") ?? ""),
    });
  };

  return (
    <AdminCard headingId="status-heading">
      <h2 id="status-heading" className="text-lg font-semibold text-forest-950">
        Status &amp; Notes
      </h2>
      <form key={`${status}\n${notes ?? ""}`} onSubmit={onSubmit} className="mt-4 grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={fieldIds.status} className="text-sm font-semibold text-forest-950">
            Status
          </label>
          <Select id={fieldIds.status} name="status" defaultValue={status}>
            {SUBMISSION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={fieldIds.notes} className="text-sm font-semibold text-forest-950">
            Private Notes
          </label>
          <Textarea
            id={fieldIds.notes}
            name="notes"
            rows={6}
            defaultValue={notes ?? ""}
            placeholder="Add notes about this submission (only visible to admins)"
          />
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </form>
    </AdminCard>
  );
}
