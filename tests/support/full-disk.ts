import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

/**
 * Makes every write to the site's tables fail the way PostgreSQL fails one on a full disk:
 * SQLSTATE 53100 with its own message and hint (the same on PGlite, which is PostgreSQL).
 * A row trigger on every table raises it before the row is stored.
 */
const forEachTable = (statement: string) => `do $$
  declare name text;
  begin
    for name in select tablename from pg_tables where schemaname = 'public' loop
      execute format('${statement}', name);
    end loop;
  end $$`;

/** The statements that fill the disk, one by one, for any client of the site's database. */
export const FILL_DISK_SQL = [
  `create or replace function simulated_full_disk() returns trigger
    language plpgsql as $$
    begin
      raise exception using
        errcode = 'disk_full',
        message = format('could not extend file "base/%s/%s": No space left on device',
          (select oid from pg_database where datname = current_database()), tg_relid),
        hint = 'Check free disk space.';
    end $$`,
  forEachTable(
    "create trigger simulated_full_disk before insert or update or delete on %I for each row execute function simulated_full_disk()",
  ),
];

/** The statements that free the disk again. */
export const FREE_DISK_SQL = [
  forEachTable("drop trigger if exists simulated_full_disk on %I"),
  "drop function if exists simulated_full_disk()",
];

/** Fills the disk of a test app's database; the returned function frees it. */
export async function simulateFullDisk(db: Database): Promise<() => Promise<void>> {
  for (const statement of FILL_DISK_SQL) await db.execute(sql.raw(statement));
  return async () => {
    for (const statement of FREE_DISK_SQL) await db.execute(sql.raw(statement));
  };
}
