import { z } from "zod";
import { AMOUNT_FILTER_VALUES, LIST_PAGE_SIZE, SECTOR_FILTER_VALUES } from "./admin-list-options";
import { amountsInBracket } from "./investment-interest-choices";
import { SECTOR_FILTERS, type StartupSector } from "./startup-idea-choices";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "./submission-statuses";
import { tagFilterValue } from "./tags";
import { STALE_SEARCH_MESSAGE, staleDays } from "./time-in-stage";

export { AMOUNT_FILTER_VALUES, LIST_PAGE_SIZE, SECTOR_FILTER_VALUES } from "./admin-list-options";

/**
 * The query of the admin submission lists and their CSV exports (contract §4):
 * `sort`, `direction`, one `filter` with its value in `search`, `limit`, `offset`.
 * The output is resolved for the server: the filter names the stored values it matches.
 */

const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const SUBMISSION_SORT_FIELDS = [
  "name",
  "status",
  "createdAt",
  // When the record entered its status: the board's columns, a card just moved on top.
  "statusChangedAt",
  // Evaluating together (contract §14): the reviews' mean (no score last) and their number.
  "score",
  "reviewCount",
] as const;
export type SubmissionSortField = (typeof SUBMISSION_SORT_FIELDS)[number];

const SEARCH_TEXT_MAX = 200;

/** One filter, resolved: what the server matches. */
export type SubmissionFilter =
  | { kind: "search"; text: string }
  | { kind: "status"; status: SubmissionStatus }
  /** The list's own pick-one filter (idea sector, interest amount bracket) as the stored values it names. */
  | { kind: "choice"; values: string[] }
  /** Who owns it (contract §10): a staff id, the signed-in person ("me", resolved by the server), or nobody. */
  | { kind: "assignee"; assignee: number | "me" | null }
  /** Records with messages from the submitter no staff member has opened yet (contract §13). */
  | { kind: "unread" }
  /** Records that carry this tag (contract §14). */
  | { kind: "tag"; tagId: number }
  /** Records not archived whose status has not changed for longer than `days` (contract §14). */
  | { kind: "stale"; days: number };

export type SubmissionExportQuery = {
  sort: SubmissionSortField;
  direction: SortDirection;
  filter: SubmissionFilter | null;
};
/**
 * Where a keyset page starts (ADR 026): the rows right after, or right before, the record with
 * this id in the list's order. Any page then costs what the first does; an offset costs the
 * rows it skips.
 */
export type ListCursor = { from: "after" | "before"; id: number };
export type SubmissionListQuery = SubmissionExportQuery & {
  limit: number;
  offset: number;
  cursor: ListCursor | null;
};

/** The list's own filter: its name in `filter` and how its `search` value maps to stored values. */
type ChoiceFilter = {
  name: string;
  allowed: readonly string[];
  storedValues(value: string): string[];
};

/** "a, b, c": the allowed values, as messages list them. */
export const oneOf = (values: readonly string[]) => values.join(", ");

/** A query parameter holding a whole number in a range (`limit`, `offset`). */
function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/**
 * The query parameters every admin list shares: `sort` among its fields (newest first by
 * default), `direction`, one `filter` by name, and its value in `search`.
 */
export function listQueryFields<Sort extends string, Filter extends string>(
  sortFields: readonly [Sort, ...Sort[]],
  defaultSort: NoInfer<Sort>,
  filters: readonly [Filter, ...Filter[]],
) {
  return {
    sort: z
      .enum(sortFields, { error: `sort must be one of ${oneOf(sortFields)}` })
      .default(defaultSort),
    direction: z
      .enum(SORT_DIRECTIONS, { error: `direction must be one of ${oneOf(SORT_DIRECTIONS)}` })
      .default("desc"),
    filter: z.enum(filters, { error: `filter must be one of ${oneOf(filters)}` }).optional(),
    search: z
      .string({ error: "search must be given once, as text" })
      .trim()
      .max(SEARCH_TEXT_MAX, `search must be at most ${SEARCH_TEXT_MAX} characters`)
      .default(""),
  };
}

const INT4_MAX = 2_147_483_647;

/** `limit` and `offset`: one page of a list. */
export const pageQueryFields = {
  limit: wholeNumber("limit", 1, LIST_PAGE_SIZE.max).default(LIST_PAGE_SIZE.default),
  offset: wholeNumber("offset", 0, Number.MAX_SAFE_INTEGER).default(0),
};

/** `after` and `before`: a record's id, where a keyset page starts. */
const cursorQueryFields = {
  after: wholeNumber("after", 1, INT4_MAX).optional(),
  before: wholeNumber("before", 1, INT4_MAX).optional(),
};

export const CURSOR_MESSAGES = {
  both: "after and before cannot be combined",
  withOffset: "offset cannot be combined with after or before",
} as const;

/** At most one of `after` and `before`, and not with an offset. */
function resolveCursor(
  query: { after?: number; before?: number; offset: number },
  ctx: z.RefinementCtx,
): ListCursor | null {
  const { after, before, offset } = query;
  if (after === undefined && before === undefined) return null;
  if (after !== undefined && before !== undefined) {
    ctx.addIssue({ code: "custom", path: ["before"], message: CURSOR_MESSAGES.both });
    return null;
  }
  if (offset > 0) {
    ctx.addIssue({ code: "custom", path: ["offset"], message: CURSOR_MESSAGES.withOffset });
    return null;
  }
  return after !== undefined ? { from: "after", id: after } : { from: "before", id: before ?? 0 };
}

/** `search` of the assignee filter: a staff id, `me` or `none`; undefined for anything else. */
function assigneeValue(search: string): number | "me" | null | undefined {
  if (search === "me") return "me";
  if (search === "none") return null;
  if (!/^\d{1,10}$/.test(search)) return undefined;
  const id = Number(search);
  return id >= 1 && id <= INT4_MAX ? id : undefined;
}

export const TAG_FILTER_MESSAGE = "search must be a tag id when filter is tag";
export const UNREAD_SEARCH_MESSAGE = "search must be empty when filter is unread";

function submissionQueries(choice: ChoiceFilter) {
  const exportShape = z.object(
    listQueryFields(SUBMISSION_SORT_FIELDS, "createdAt", [
      "search",
      "status",
      choice.name,
      "assignee",
      "unread",
      "tag",
      "stale",
    ]),
  );

  type Shape = z.output<typeof exportShape>;

  /** A filter with a blank value filters nothing; `search` alone is a text search. */
  function resolveFilter({ filter, search }: Shape, ctx: z.RefinementCtx): SubmissionFilter | null {
    // The one filter without a value: `search` stays empty.
    if (filter === "unread") {
      if (search === "") return { kind: "unread" };
      ctx.addIssue({ code: "custom", path: ["search"], message: UNREAD_SEARCH_MESSAGE });
      return null;
    }
    if (search === "") return null;
    const kind = filter ?? "search";
    if (kind === "search") return { kind, text: search };
    if (kind === "status") {
      const status = SUBMISSION_STATUSES.find((candidate) => candidate === search);
      if (status) return { kind, status };
      ctx.addIssue({
        code: "custom",
        path: ["search"],
        message: `search must be one of ${oneOf(SUBMISSION_STATUSES)} when filter is status`,
      });
      return null;
    }
    if (kind === "assignee") {
      const assignee = assigneeValue(search);
      if (assignee !== undefined) return { kind, assignee };
      ctx.addIssue({
        code: "custom",
        path: ["search"],
        message: "search must be a staff id, me or none when filter is assignee",
      });
      return null;
    }
    if (kind === "tag") {
      const tagId = tagFilterValue(search);
      if (tagId !== undefined) return { kind, tagId };
      ctx.addIssue({ code: "custom", path: ["search"], message: TAG_FILTER_MESSAGE });
      return null;
    }
    if (kind === "stale") {
      const days = staleDays(search);
      if (days !== undefined) return { kind, days };
      ctx.addIssue({ code: "custom", path: ["search"], message: STALE_SEARCH_MESSAGE });
      return null;
    }
    const values = choice.storedValues(search);
    if (values.length > 0) return { kind: "choice", values };
    ctx.addIssue({
      code: "custom",
      path: ["search"],
      message: `search must be one of ${oneOf(choice.allowed)} when filter is ${choice.name}`,
    });
    return null;
  }

  const exportQuery = exportShape.transform(
    (query, ctx): SubmissionExportQuery => ({
      sort: query.sort,
      direction: query.direction,
      filter: resolveFilter(query, ctx),
    }),
  );

  const listQuery = exportShape.extend({ ...pageQueryFields, ...cursorQueryFields }).transform(
    (query, ctx): SubmissionListQuery => ({
      sort: query.sort,
      direction: query.direction,
      filter: resolveFilter(query, ctx),
      limit: query.limit,
      offset: query.offset,
      cursor: resolveCursor(query, ctx),
    }),
  );

  return { listQuery, exportQuery };
}

const startupIdeaQueries = submissionQueries({
  name: "sector",
  allowed: SECTOR_FILTER_VALUES,
  storedValues: (value) =>
    Object.hasOwn(SECTOR_FILTERS, value)
      ? [SECTOR_FILTERS[value as keyof typeof SECTOR_FILTERS] satisfies StartupSector]
      : [],
});

const investmentInterestQueries = submissionQueries({
  name: "investmentAmount",
  allowed: AMOUNT_FILTER_VALUES,
  storedValues: amountsInBracket,
});

/** GET /api/admin/startup-ideas */
export const startupIdeaListQuery = startupIdeaQueries.listQuery;
/** GET /api/admin/export/startup-ideas: the list's query without paging. */
export const startupIdeaExportQuery = startupIdeaQueries.exportQuery;
/** GET /api/admin/investment-interests */
export const investmentInterestListQuery = investmentInterestQueries.listQuery;
/** GET /api/admin/export/investment-interests: the list's query without paging. */
export const investmentInterestExportQuery = investmentInterestQueries.exportQuery;

/** `{id}` in an admin URL: a database id, so anything else is a 400 rather than a lookup. */
export const recordIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, `id must be a whole number from 1 to ${INT4_MAX}`)
    .transform(Number)
    .refine((id) => id >= 1 && id <= INT4_MAX, `id must be a whole number from 1 to ${INT4_MAX}`),
});
