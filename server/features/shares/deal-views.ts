import { SHARE_MESSAGES } from "@shared/schemas/share-states";
import { and, eq, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { rowsOf } from "../../db/rows";
import { rateLimitCounters, shares } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { type LimitBudget, secondsUntilReset, spendLimitHit } from "../../lib/rate-limit-counter";
import { dealLinkShare, isDealTokenShaped } from "./deal-link";
import { hashDealToken, recordShareStep, type ShareRow } from "./share-record";

/**
 * A view report's per-address budget (contract §6, §18): the page reports at most once a
 * second per link, so an hour of reading is at most 3,600 reports; this allows a few backers
 * behind one address reading at once, and stops one address writing without end.
 */
export const VIEW_REPORTS_PER_HOUR: LimitBudget = { hits: 7200, windowSeconds: 3600 };

/** Reports further apart than this begin a new visit (`views` counts visits, not reports). */
const VISIT_GAP = sql`interval '30 minutes'`;

/** The budget key of a client address: every link it reports on spends from it. */
export const viewLimitKey = (clientAddress: string) => `POST /api/deal/views ${clientAddress}`;

export type ViewReport = { page: number; seconds: number };

/**
 * Records one report of the deal page (`POST /api/deal/{token}/views`, contract §18): the
 * seconds on a page, added to the page's and the link's, the last view, and a new visit when
 * the last was long ago. At most one a second per link: the rule is in the statement's own
 * condition on `last_view_report_at`, so two reports at once cannot both pass.
 *
 * The common case — a link already viewed — is one prepared statement, the address's budget
 * spent in it (npm run bench: a view in under 20 ms p99). Anything else (the first view, a
 * refused link, a report too soon, a spent budget) is told apart afterwards.
 */
export async function recordViewReport(
  db: Database,
  token: string,
  report: ViewReport,
  clientAddress: string | null,
): Promise<void> {
  if (isDealTokenShaped(token)) {
    const limitKey = clientAddress === null ? null : viewLimitKey(clientAddress);
    const recorded = await (limitKey === null ? viewedLinkReport : limitedViewedLinkReport)(
      db,
    ).execute({ ...report, tokenHash: hashDealToken(token), limitKey });
    if (recorded.length > 0) return;
    if (limitKey !== null) await refuseSpentBudget(db, limitKey);
  }
  const share = await dealLinkShare(db, token);
  await db.transaction(async (tx) => {
    await recordFirstView(tx, share);
    const recorded = await rowsOf(tx, reportUpdate(report, sql`${shares.id} = ${share.id}`));
    if (recorded.length === 0)
      throw new HttpError(429, SHARE_MESSAGES.tooManyViews, { retryAfterSeconds: 1 });
  });
}

/**
 * The common report as a statement prepared once per database: the link found by its token's
 * hash, already viewed, still open, and (when `limited`) the address's budget spent in a CTE.
 */
function viewedLinkReportStatement(limited: boolean) {
  const name = limited ? "view_report_limited" : "view_report";
  return preparedPerDatabase((db) => {
    const hit = limited
      ? [db.$with("hit", {}).as(spendLimitHit(sql.placeholder("limitKey"), VIEW_REPORTS_PER_HOUR))]
      : [];
    const placeholders = { page: sql.placeholder("page"), seconds: sql.placeholder("seconds") };
    const reported = db.$with("reported", { id: shares.id }).as(
      reportUpdate(
        placeholders,
        sql`${shares.tokenHash} = ${sql.placeholder("tokenHash")}
          and ${shares.firstViewedAt} is not null
          and (${shares.state} = 'introduced'
            or (${shares.state} = 'sent' and ${shares.expiresAt} > now()))
          ${limited ? sql`and exists (select 1 from hit)` : sql``}`,
      ),
    );
    return db
      .with(...hit, reported)
      .select()
      .from(reported)
      .prepare(name);
  });
}
const viewedLinkReport = viewedLinkReportStatement(false);
const limitedViewedLinkReport = viewedLinkReportStatement(true);

type ReportValues = { [Key in keyof ViewReport]: ViewReport[Key] | Placeholder };

/** The report's update of the shares `where` picks, when its last report is a second old. */
function reportUpdate({ page, seconds }: ReportValues, where: SQL): SQL {
  const key = sql`(${page})::int::text`;
  // Page 0 is the deal page read without a deck's pages: the link's time, no page's.
  const pageSeconds = sql`case when (${page})::int = 0 then ${shares.pageSeconds}
    else jsonb_set(${shares.pageSeconds}, array[${key}],
      to_jsonb(coalesce((${shares.pageSeconds} ->> ${key})::int, 0) + (${seconds})::int)) end`;
  return sql`update ${shares} set
      last_viewed_at = now(),
      views = ${shares.views} + case
        when ${shares.lastViewedAt} is null or ${shares.lastViewedAt} < now() - ${VISIT_GAP}
        then 1 else 0 end,
      seconds_viewed = ${shares.secondsViewed} + (${seconds})::int,
      page_seconds = ${pageSeconds},
      last_view_report_at = now()
    where ${where}
      and (${shares.lastViewReportAt} is null
        or ${shares.lastViewReportAt} <= now() - interval '1 second')
    returning ${shares.id}`;
}

/** A 429 when the address's budget of reports is spent (the report changed nothing). */
async function refuseSpentBudget(db: Database, key: string) {
  const [counter] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), sql`${rateLimitCounters.resetsAt} > now()`));
  if (!counter || counter.hits < VIEW_REPORTS_PER_HOUR.hits) return;
  const retryAfterSeconds = await secondsUntilReset(db, key, VIEW_REPORTS_PER_HOUR);
  throw new HttpError(429, SHARE_MESSAGES.tooManyViews, { retryAfterSeconds });
}

/**
 * The link's first view of any kind (a report, a page image), in the caller's transaction:
 * the first and last view, one visit, and `share_viewed` in both records' logs — once only.
 */
export async function recordFirstView(tx: Transaction, share: ShareRow): Promise<void> {
  const [first] = await tx
    .update(shares)
    .set({ firstViewedAt: sql`now()`, lastViewedAt: sql`now()`, views: sql`${shares.views} + 1` })
    .where(and(eq(shares.id, share.id), isNull(shares.firstViewedAt)))
    .returning({ id: shares.id });
  if (first) await recordShareStep(tx, share, "share_viewed", null);
}
