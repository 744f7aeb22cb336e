import type { Pipeline, PipelineKind } from "@shared/schemas/pipeline";
import { SUBMISSION_STATUSES } from "@shared/schemas/submission-status";
import { PIPELINE_WINDOW_DAYS } from "@shared/schemas/time-in-stage";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { activityLog, investmentInterests, startupIdeas } from "../../db/schema";
import { countBreakdowns } from "./count-breakdowns";

const KINDS = [
  { key: "startupIdeas", subject: "startup_idea", table: startupIdeas },
  { key: "investmentInterests", subject: "investment_interest", table: investmentInterests },
] as const;

type Kind = (typeof KINDS)[number];

/** Days to one decimal: a median of 0.4 days says more than 0 about a quick first look. */
const toTenths = (days: number) => Math.round(days * 10) / 10;

/**
 * The median days of each status's stints that began in the window, for one kind. A stint
 * begins when a record enters a status: its creation (entering `new`) or a `status_changed`
 * entry of the activity log (`details.to`); it ends at the record's next status change, or
 * lasts until `now` while the record is still there. Every change after a stint's start is
 * inside the window too, so the next one is found among the window's own entries: the read
 * is the last 90 days' creations (the `created_at` index) and status changes (the partial
 * `activity_log_status_changes_idx`), whatever the size of the inbox. Changes of records
 * since deleted are left out by the join: their last stint would otherwise never end.
 */
async function medianDays(db: Database, kind: Kind, since: Date, now: Date) {
  const { table } = kind;
  const from = sql`${since.toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await rowsOf<{ status: string; median: number | string | null }>(
    db,
    sql`with entries as (
          select ${table.id} as record, ${table.createdAt} as entered, 'new' as status, 0::bigint as seq
          from ${table} where ${table.createdAt} >= ${from}
          union all
          select ${activityLog.subjectId}, ${activityLog.at}, ${activityLog.details} ->> 'to', ${activityLog.id}
          from ${activityLog}
          join ${table} on ${table.id} = ${activityLog.subjectId}
          where ${activityLog.action} = 'status_changed'
            and ${activityLog.subjectType} = ${kind.subject}
            and ${activityLog.at} >= ${from}
        ),
        stints as (
          select status, extract(epoch from
            coalesce(lead(entered) over (partition by record order by entered, seq), ${at}) - entered
          ) / 86400 as days
          from entries
        )
        select status, percentile_cont(0.5) within group (order by days) as median
        from stints group by status`,
  );
  return new Map(rows.map((row) => [row.status, row.median === null ? null : Number(row.median)]));
}

async function pipelineOf(db: Database, kind: Kind, since: Date, now: Date): Promise<PipelineKind> {
  const [medians, counts] = await Promise.all([
    medianDays(db, kind, since, now),
    countBreakdowns(db, [kind.subject], { status: "status" }),
  ]);
  const stages = SUBMISSION_STATUSES.map((status) => {
    const median = medians.get(status);
    return [
      status,
      {
        count: counts[kind.subject].status.get(status) ?? 0,
        medianDaysInStatus: median === undefined || median === null ? null : toTenths(median),
      },
    ];
  });
  return Object.fromEntries(stages) as PipelineKind;
}

/**
 * GET /api/admin/dashboard/pipeline (contract §14): for each kind and status, how many records
 * hold it now (the maintained counts, ADR 026) and the median days spent in it by those that
 * entered it in the last PIPELINE_WINDOW_DAYS days.
 */
export async function getPipeline(db: Database, now = new Date()): Promise<Pipeline> {
  const since = new Date(now.getTime() - PIPELINE_WINDOW_DAYS * 86_400_000);
  const [ideas, interests] = KINDS;
  const [startupIdeasPipeline, investmentInterestsPipeline] = await Promise.all([
    pipelineOf(db, ideas, since, now),
    pipelineOf(db, interests, since, now),
  ]);
  return { startupIdeas: startupIdeasPipeline, investmentInterests: investmentInterestsPipeline };
}

/**
 * What the pipeline depends on, read in a few index lookups: the newest record of each kind
 * and the newest status change. Equal versions: the same stints (only their clocks ran on).
 */
export async function pipelineVersion(db: Database): Promise<string> {
  const [row] = await rowsOf<{ version: string }>(
    db,
    sql`select concat_ws('/',
          (select max(${startupIdeas.id}) from ${startupIdeas}),
          (select max(${investmentInterests.id}) from ${investmentInterests}),
          (select max(${activityLog.at}) from ${activityLog}
            where ${activityLog.action} = 'status_changed' and ${activityLog.subjectType} = 'startup_idea'),
          (select max(${activityLog.at}) from ${activityLog}
            where ${activityLog.action} = 'status_changed' and ${activityLog.subjectType} = 'investment_interest')
        ) as version`,
  );
  return row?.version ?? "";
}
