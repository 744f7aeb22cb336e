import type { MyWork, MyWorkMention, MyWorkRecord, MyWorkSection } from "@shared/schemas/my-work";
import { MY_WORK_LISTED, STALE_AFTER_DAYS } from "@shared/schemas/my-work-limits";
import {
  AtSign,
  ClipboardCheck,
  Hourglass,
  type LucideIcon,
  MailOpen,
  UserCheck,
} from "lucide-react";
import { type ReactNode, useDeferredValue, useId } from "react";
import { Link } from "react-router";
import { AdminCard } from "~/components/admin/card";
import { errorPanelClass } from "~/components/admin/load-error";
import { QueryView } from "~/components/admin/query-view";
import { StatusBadge } from "~/components/admin/status-badge";
import { TimeAgo } from "~/components/admin/time-ago";
import { staffName } from "~/lib/staff-name";
import { SUBMISSION_KINDS } from "~/lib/submission-kinds";
import { useMyWork } from "./my-work-api";

type ListLink = { to: string; text: string; label: string };

/** The lists a section's records can be seen in full, for a list filter that matches it. */
const inLists = (query: string, what: string): ListLink[] => [
  {
    to: `${SUBMISSION_KINDS["startup-ideas"].adminPath}?${query}`,
    text: "Ideas",
    label: `All startup ideas ${what}`,
  },
  {
    to: `${SUBMISSION_KINDS["investment-interests"].adminPath}?${query}`,
    text: "Interests",
    label: `All investment interests ${what}`,
  },
];

type RecordSectionKey = "assigned" | "awaitingReview" | "stale" | "unread";

const RECORD_SECTIONS: {
  key: RecordSectionKey;
  title: string;
  icon: LucideIcon;
  empty: string;
  detail: (record: MyWorkRecord) => ReactNode;
  lists?: ListLink[];
}[] = [
  {
    key: "assigned",
    title: "Assigned to me",
    icon: UserCheck,
    empty: "Nothing is assigned to you.",
    detail: (record) => <StatusBadge status={record.status} />,
    lists: inLists("filter=assignee&search=me", "assigned to me"),
  },
  {
    key: "awaitingReview",
    title: "Awaiting my review",
    icon: ClipboardCheck,
    empty: "You have reviewed everything under review.",
    detail: (record) => <TimeAgo iso={record.createdAt} />,
  },
  {
    key: "stale",
    title: "Stale and mine",
    icon: Hourglass,
    empty: `None of yours has waited over ${STALE_AFTER_DAYS} days in its status.`,
    detail: (record) => (
      <span>
        {statusWord(record.status)} since <TimeAgo iso={record.statusChangedAt} />
      </span>
    ),
    lists: inLists(`filter=stale&search=${STALE_AFTER_DAYS}`, "stale"),
  },
  {
    key: "unread",
    title: "Unread messages",
    icon: MailOpen,
    empty: "No unread messages on your submissions.",
    detail: (record) => (
      <span>
        {record.unreadMessages} unread {record.unreadMessages === 1 ? "message" : "messages"}
      </span>
    ),
  },
];

const statusWord = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** "Your work" on the dashboard (issue 23): what waits for the signed-in member. */
export function MyWorkCard() {
  const headingId = useId();
  // Drawn in slices when it arrives, as the dashboard's totals are (its route module says why).
  const work = useDeferredValue(useMyWork());
  return (
    <AdminCard
      headingId={headingId}
      title="Your work"
      description="What is assigned to you, waits for your review or mentions you."
      descriptionId={`${headingId}-description`}
    >
      <QueryView
        query={work}
        loading="Loading your work"
        errorTitle="Could not load your work"
        errorClassName={errorPanelClass}
      >
        {(data) => <Sections work={data} />}
      </QueryView>
    </AdminCard>
  );
}

function Sections({ work }: { work: MyWork }) {
  return (
    <div className="grid gap-6 md:grid-cols-2 2xl:grid-cols-3">
      {RECORD_SECTIONS.map((section) => (
        <Section
          key={section.key}
          title={section.title}
          icon={section.icon}
          counted={work[section.key]}
          empty={section.empty}
          lists={section.lists}
        >
          {work[section.key].items.map((record) => (
            <Item
              key={`${record.kind}-${record.id}`}
              to={SUBMISSION_KINDS[record.kind].detailPath(record.id)}
              name={record.name}
              meta={
                <>
                  {SUBMISSION_KINDS[record.kind].recordLabel} · {section.detail(record)}
                </>
              }
            />
          ))}
        </Section>
      ))}
      <Section
        title="Mentions"
        icon={AtSign}
        counted={work.mentions}
        empty="Nobody has mentioned you in the last 30 days."
      >
        {work.mentions.items.map((mention) => (
          <MentionItem key={mention.commentId} mention={mention} />
        ))}
      </Section>
    </div>
  );
}

function Section({
  title,
  icon: Icon,
  counted,
  empty,
  lists,
  children,
}: {
  title: string;
  icon: LucideIcon;
  counted: MyWorkSection<unknown>;
  empty: string;
  lists?: ListLink[];
  children: ReactNode;
}) {
  const headingId = useId();
  const count = `${counted.count}${counted.capped ? "+" : ""}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-forest-950">
        <Icon aria-hidden className="size-4 text-forest-700" />
        {title}
        <span className="rounded-full bg-forest-100 px-2 text-xs font-semibold text-forest-900">
          {count}
        </span>
      </h3>
      {counted.count === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{empty}</p>
      ) : (
        <>
          <ul className="mt-2 grid gap-1.5">{children}</ul>
          {counted.count > MY_WORK_LISTED && !lists ? (
            <p className="mt-1.5 text-xs text-ink-muted">
              The {MY_WORK_LISTED} most pressing of {count}.
            </p>
          ) : null}
          {lists ? (
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <span className="text-ink-muted">See all:</span>
              {lists.map((list) => (
                <Link
                  key={list.to}
                  to={list.to}
                  aria-label={list.label}
                  className="rounded-sm font-semibold text-forest-700 hover:text-forest-950 hover:underline"
                >
                  {list.text}
                </Link>
              ))}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function Item({ to, name, meta }: { to: string; name: string; meta: ReactNode }) {
  return (
    <li className="min-w-0">
      <Link
        to={to}
        className="block truncate rounded-sm font-medium text-forest-900 hover:underline focus-visible:outline-forest-600"
      >
        {name}
      </Link>
      <p className="text-xs text-ink-muted">{meta}</p>
    </li>
  );
}

function MentionItem({ mention }: { mention: MyWorkMention }) {
  const texts = SUBMISSION_KINDS[mention.record.kind];
  return (
    <Item
      to={texts.detailPath(mention.record.id)}
      name={mention.record.name}
      meta={
        <>
          {staffName(mention.author)} mentioned you · <TimeAgo iso={mention.createdAt} />
        </>
      }
    />
  );
}
