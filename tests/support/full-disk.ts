import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

/**
 * Makes every write to the site's tables fail the way PostgreSQL fails one on a full disk:
 * SQLSTATE 53100 with its own message and hint (the same on PGlite, which is PostgreSQL).
 * A row trigger on every table raises it before the row is stored. The returned function
 * frees the disk again (drops the triggers).
 */
export async function simulateFullDisk(db: Database): Promise<() => Promise<void>> {
  await db.execute(
    sql.raw(`create or replace function simulated_full_disk() returns trigger
      language plpgsql as $$
      begin
        raise exception using
          errcode = 'disk_full',
          message = format('could not extend file "base/%s/%s": No space left on device',
            (select oid from pg_database where datname = current_database()), tg_relid),
          hint = 'Check free disk space.';
      end $$`),
  );
  await forEachTable(
    db,
    "create trigger simulated_full_disk before insert or update or delete on %I for each row execute function simulated_full_disk()",
  );
  return async () => {
    await forEachTable(db, "drop trigger simulated_full_disk on %I");
    await db.execute(sql.raw("drop function simulated_full_disk()"));
  };
}

async function forEachTable(db: Database, statement: string) {
  await db.execute(
    sql.raw(`do $$
      declare name text;
      begin
        for name in select tablename from pg_tables where schemaname = 'public' loop
          execute format('${statement}', name);
        end loop;
      end $$`),
  );
}
