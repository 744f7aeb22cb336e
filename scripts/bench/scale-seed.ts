// The scale benchmark's data (`npm run bench -- --scale`): a million ideas and two hundred
// thousand interests written by the database itself (INSERT … SELECT over generate_series),
// in batches, with the tables' secondary indexes dropped while it writes and built again
// afterwards, as a bulk load is done. Every value comes from a hash of the row number, so two
// runs hold the same data. The text is made of sentences people write on such forms: some
// words are in most submissions ("soil"), one is in about one in 20,000 ("kelp").
import { CAPITAL_BRACKETS, INDUSTRY_CODES } from "@shared/schemas/investment-interest";
import { STARTUP_SECTORS, STARTUP_STAGES } from "@shared/schemas/startup-idea";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { rowsOf } from "../../server/db/rows";
import { createAdmin } from "../../server/features/staff/create-admin";
import { foldCountChanges } from "../../server/features/submissions/submission-counts";
import { seedReviews } from "./scale-reviews";
import { seedShares } from "./scale-shares";
import { FIRST as FIRST_NAMES, SENTENCES as FORM_SENTENCES } from "./seed";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "./site";

export type ScaleVolume = { ideas: number; interests: number };

/** The words and the name the searches look for, and how often the seed writes them. */
export const SCALE_SEARCHES = {
  rareWord: "kelp",
  commonWord: "soil",
  name: "Wren Lindqvist",
} as const;

const BATCH = 100_000;
/** Submissions spread over the last 30 months (the retention period is 36). */
const SPREAD_SECONDS = 30 * 30 * 86_400;

/** First names, and surnames made of two parts (900 of them): about 23 people share a full name. */
const FIRST = [
  ...FIRST_NAMES,
  "Aisha",
  "Bram",
  "Chloe",
  "Diego",
  "Esme",
  "Finn",
  "Greta",
  "Hugo",
  "Iris",
  "Jonas",
  "Kofi",
  "Lucia",
  "Mateo",
  "Nadia",
  "Oskar",
  "Priya",
  "Quentin",
  "Rosa",
  "Soren",
  "Tariq",
  "Ursula",
  "Vera",
  "Wiktor",
  "Ximena",
];
const SURNAME_START = [
  "Ash",
  "Bar",
  "Brook",
  "Clay",
  "Dal",
  "Elm",
  "Fair",
  "Field",
  "Glen",
  "Hart",
  "Hol",
  "Kings",
  "Lang",
  "Marsh",
  "Mill",
  "North",
  "Oak",
  "Pen",
  "Ridge",
  "Rock",
  "Ros",
  "Stan",
  "Thorn",
  "Wal",
  "West",
  "Whit",
  "Wood",
  "Yor",
  "Lind",
  "Berg",
];
const SURNAME_END = [
  "by",
  "den",
  "ford",
  "gate",
  "ham",
  "hurst",
  "ley",
  "low",
  "mont",
  "more",
  "ridge",
  "shaw",
  "ston",
  "ton",
  "well",
  "wick",
  "worth",
  "qvist",
  "strom",
  "berg",
  "dale",
  "field",
  "wood",
  "croft",
  "man",
  "son",
  "er",
  "ing",
  "ock",
  "away",
];
const SENTENCES = [
  ...FORM_SENTENCES,
  "Our pilot on three farms cut nitrogen use by a fifth without a loss of yield.",
  "Compaction from heavy machinery costs more yield than most growers think.",
  "We would start with vegetable growers who already sell through a box scheme.",
  "Greenhouse heating is the largest cost after labour for most of our neighbours.",
];
const RARE_SENTENCE = "We also trialled the approach with a kelp grower on the coast.";
const STATUSES = [
  "new",
  "new",
  "new",
  "new",
  "reviewing",
  "reviewing",
  "contacted",
  "contacted",
  "archived",
  "archived",
];
const AMOUNTS = [...new Set(CAPITAL_BRACKETS.flatMap((row) => [row.investPage, row.startupsPage]))];

const textArray = (items: readonly string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}::text`),
    sql`, `,
  )}]`;
/** A whole number in [0, n) from the row number and a salt: the same on every run. */
const pick = (salt: number, n: number) =>
  sql`(abs(hashint4(g * 31 + ${sql.raw(String(salt))})) % ${sql.raw(String(n))})`;
const pickFrom = (items: readonly string[], salt: number) =>
  sql`(${textArray(items)})[1 + ${pick(salt, items.length)}]`;

/** 2–6 sentences (1–3 when `short`), and the rare one now and then. */
function prose(short: boolean): SQL {
  const count = short ? sql`1 + ${pick(40, 3)}` : sql`2 + ${pick(40, 5)}`;
  const sentences = Array.from(
    { length: short ? 3 : 6 },
    (_, index) => sql`case when ${index} < ${count} then ${pickFrom(SENTENCES, 41 + index)} end`,
  );
  return sql`concat_ws(' ', ${sql.join(sentences, sql`, `)}, case when ${pick(50, 20_000)} = 0 then ${RARE_SENTENCE}::text end)`;
}

const surname = sql`${pickFrom(SURNAME_START, 2)} || ${pickFrom(SURNAME_END, 4)}`;
const name = sql`${pickFrom(FIRST, 1)} || ' ' || ${surname}`;
const email = sql`lower(${pickFrom(FIRST, 1)} || '.' || ${surname}) || '.' || g || '@example.com'`;
const createdAt = sql`now() - make_interval(secs => ${pick(3, SPREAD_SECONDS)})`;

/**
 * When the status last changed (contract §14): a new record's creation; for the others a point
 * between creation and now, so some have waited in their status for months and some for days.
 */
const statusChangedAt = sql.raw(
  "case when status = 'new' then created_at else created_at + (now() - created_at) * (change_fraction / 1000.0) end",
);

/** Half the records have an owner, spread over the staff. */
function assignee(staffIds: number[]) {
  return sql`case when ${pick(5, 2)} = 0 then null else (${sql.raw(`array[${staffIds.join(",")}]`)})[1 + ${pick(6, staffIds.length)}] end`;
}

async function insertIdeas(db: Database, from: number, to: number, staffIds: number[]) {
  await db.execute(sql`
    insert into startup_ideas (name, email, phone, idea, sector, stage, status, notes, assignee_id, created_at, updated_at, status_changed_at)
    select name, email, phone, idea, sector, stage, status, notes, assignee_id, created_at, created_at, ${statusChangedAt}
    from (
      select ${name} as name, ${email} as email,
        case when ${pick(7, 10)} < 6 then '231-555-' || lpad((g % 10000)::text, 4, '0') end as phone,
        ${prose(false)} as idea,
        ${pickFrom(STARTUP_SECTORS, 8)} as sector,
        ${pickFrom(STARTUP_STAGES, 9)} as stage,
        ${pickFrom(STATUSES, 10)} as status,
        case when ${pick(11, 5)} = 0 then 'Called back; waiting for a deck.' end as notes,
        ${assignee(staffIds)} as assignee_id,
        ${createdAt} as created_at,
        ${pick(16, 1000)} as change_fraction
      from generate_series(${from}::int, ${to}::int) as g
    ) as generated`);
}

async function insertInterests(db: Database, from: number, to: number, staffIds: number[]) {
  await db.execute(sql`
    insert into investment_interests (name, email, phone, sectors, investment_amount, additional_info, status, assignee_id, created_at, updated_at, status_changed_at)
    select name, email, phone, sectors, investment_amount, additional_info, status, assignee_id, created_at, created_at, ${statusChangedAt}
    from (
      select ${name} as name, ${email} as email,
        case when ${pick(7, 2)} = 0 then '(231) 555-0142' end as phone,
        array(
          select distinct (${textArray(INDUSTRY_CODES)})[1 + abs(hashint4(g * 31 + s * 7)) % ${sql.raw(String(INDUSTRY_CODES.length))}]
          from generate_series(1, 1 + ${pick(13, 3)}) as s
        ) as sectors,
        ${pickFrom(AMOUNTS, 14)} as investment_amount,
        case when ${pick(15, 10)} < 7 then ${prose(true)} end as additional_info,
        ${pickFrom(STATUSES, 10)} as status,
        ${assignee(staffIds)} as assignee_id,
        ${createdAt} as created_at,
        ${pick(16, 1000)} as change_fraction
      from generate_series(${from}::int, ${to}::int) as g
    ) as generated`);
}

/**
 * How often the seed's two tags are on an idea (contract §14's tag filter): a common one on
 * one idea in ten, a rare one on one in a thousand, picked by a hash of the id.
 */
export const SCALE_TAGS = {
  common: { name: "Follow up", every: 10 },
  rare: { name: "Kelp", every: 1000 },
} as const;

/** The two tags and the ideas that carry them; their ids, for the filter's reads. */
async function tagIdeas(db: Database) {
  const ids = {} as Record<keyof typeof SCALE_TAGS, number>;
  for (const [key, tag] of Object.entries(SCALE_TAGS) as [
    keyof typeof SCALE_TAGS,
    (typeof SCALE_TAGS)[keyof typeof SCALE_TAGS],
  ][]) {
    const [created] = await rowsOf<{ id: number }>(
      db,
      sql`insert into tags (name, colour) values (${tag.name}, 'green') returning id`,
    );
    ids[key] = created?.id ?? 0;
    await db.execute(sql`
      insert into record_tags (tag_id, startup_idea_id)
      select ${ids[key]}, id from startup_ideas
      where abs(hashint4(id * 31 + ${sql.raw(String(60 + tag.every))})) % ${sql.raw(String(tag.every))} = 0`);
  }
  return ids;
}

/** The table's indexes other than its primary key, as CREATE statements. */
async function secondaryIndexes(db: Database, table: string) {
  return rowsOf<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = 'public' and tablename = ${table} and indexname not like '%_pkey'`,
  );
}

/** Writes `insert` in batches with the table's secondary indexes dropped, then builds them again. */
async function bulkLoad(
  db: Database,
  table: string,
  total: number,
  insert: (from: number, to: number) => Promise<void>,
  progress: (message: string) => void,
) {
  const indexes = await secondaryIndexes(db, table);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await insert(from, to);
    progress(`${table}: ${to.toLocaleString("en-US")} rows`);
  }
  for (const index of indexes) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      await tx.execute(sql.raw(index.definition));
    });
    progress(`${table}: index ${index.name} built`);
  }
}

/**
 * Seeds an empty database: the bench admin and five more staff (owners), then the ideas and
 * interests, then VACUUM ANALYZE (what autovacuum does to a table at rest: statistics for the
 * planner, a visibility map for index-only scans).
 */
export async function seedScale(
  db: Database,
  volume: ScaleVolume,
  progress: (message: string) => void = () => {},
) {
  const admin = await createAdmin(db, ADMIN_USERNAME, ADMIN_PASSWORD);
  if (!admin) throw new Error("the bench admin exists already: the database is not empty");
  const staffIds = [admin.id];
  for (const username of ["alex", "brook", "casey", "devon", "emery"]) {
    const created = await createAdmin(db, username, ADMIN_PASSWORD, "reviewer");
    if (created) staffIds.push(created.id);
  }
  await bulkLoad(
    db,
    "startup_ideas",
    volume.ideas,
    (from, to) => insertIdeas(db, from, to, staffIds),
    progress,
  );
  await bulkLoad(
    db,
    "investment_interests",
    volume.interests,
    (from, to) => insertInterests(db, from, to, staffIds),
    progress,
  );
  const tagIds = await tagIdeas(db);
  progress("tags on the ideas");
  // Each record that left `new` did so by a logged status change (the pipeline reads them).
  for (const [table, subject] of [
    ["startup_ideas", "startup_idea"],
    ["investment_interests", "investment_interest"],
  ] as const) {
    await db.execute(sql`
      insert into activity_log (at, action, subject_type, subject_id, details)
      select status_changed_at, 'status_changed', ${subject}, id, jsonb_build_object('from', 'new', 'to', status)
      from ${sql.raw(table)} where status <> 'new'`);
    progress(`${table}: status changes logged`);
  }
  await seedReviews(db, staffIds);
  progress("reviews: 3 on every tenth idea");
  await seedShares(db, volume.interests);
  progress("shares: every 50th idea sent to one backer");
  // The counts' changes folded in by the worker's own fold, as the running site's worker does
  // within seconds, timed: how long the counts take to settle after a bulk load (issue 26).
  const settleStarted = performance.now();
  let changes = 0;
  for (let moved = await foldCountChanges(db); moved > 0; moved = await foldCountChanges(db)) {
    changes += moved;
  }
  const settle = { changes, seconds: (performance.now() - settleStarted) / 1000 };
  progress(`counts settled: ${changes} changes folded in ${settle.seconds.toFixed(1)} s`);
  await db.execute(sql`vacuum analyze startup_ideas`);
  await db.execute(sql`vacuum analyze investment_interests`);
  await db.execute(sql`vacuum analyze record_tags`);
  await db.execute(sql`vacuum analyze activity_log`);
  progress("vacuum analyze done");
  // Where the list's Next lands halfway down: the id of the newest-first list's middle row.
  const [middle] = await rowsOf<{ id: number }>(
    db,
    sql`select id from startup_ideas order by created_at desc, id desc offset ${Math.floor(volume.ideas / 2)} limit 1`,
  );
  return {
    settle,
    middleIdeaId: Math.ceil(volume.ideas / 2),
    middleInterestId: Math.ceil(volume.interests / 2),
    middleOfListId: middle?.id ?? 1,
    searches: SCALE_SEARCHES,
    tagIds,
    /** A reviewer who reviewed a share of the reviewed ideas: blind to the rest (contract §14). */
    reviewer: "alex",
  };
}
