import { access } from "node:fs/promises";
import path from "node:path";

/**
 * The database an operator command works on (`npm run db:backup`, `db:restore`, `admin`): the
 * one `npm start` uses when both read the same environment and `.env`. Its messages name it
 * as the operator would set it, so a command pointed elsewhere says where it looked.
 */
export type DatabaseTarget = { databaseUrl?: string; dataDir: string };

/** "DATA_DIR /srv/site/data" or "DATABASE_URL postgres://site@db:5432/site", never a password. */
export function describeTarget(target: DatabaseTarget): string {
  return target.databaseUrl
    ? `DATABASE_URL ${withoutPassword(target.databaseUrl)}`
    : `DATA_DIR ${path.resolve(target.dataDir)}`;
}

/** What to do when the command found no database where it looked. */
export function howToPointAtSiteDatabase(target: DatabaseTarget): string {
  return target.databaseUrl
    ? "Set DATABASE_URL in .env or the environment to the database `npm start` uses."
    : "Set DATA_DIR in .env or the environment to the folder `npm start` uses.";
}

/** What PostgreSQL's tools and driver say when the server or the database is not there. */
const CONNECTION_FAILURE =
  /connection to server|could not connect|could not translate host|database "[^"]*" does not exist|authentication failed|ECONNREFUSED|ENOTFOUND/i;

/** Whether an error from PostgreSQL's tools or driver means the target was not reached. */
export function isConnectionFailure(text: string): boolean {
  return CONNECTION_FAILURE.test(text);
}

/** An error's own words; a refused connection to every address has none but its code. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.message || String((error as NodeJS.ErrnoException).code ?? error.name);
}

/** The message for a PostgreSQL target that could not be reached, with the remedy. */
export function unreachableMessage(target: DatabaseTarget, reason: string): string {
  return `Could not reach ${describeTarget(target)}: ${reason.trim()}\n${howToPointAtSiteDatabase(target)}`;
}

/** The URL without its password (in the user part or a `password` parameter). */
export function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = "";
    url.searchParams.delete("password");
    return url.toString();
  } catch {
    return "(not a valid URL)";
  }
}

/**
 * A connection URL without its password, and the password (decoded) apart, for a tool that
 * should get it through `PGPASSWORD` rather than on its command line.
 */
export function splitPassword(databaseUrl: string): { dbname: string; password?: string } {
  let password: string | undefined;
  try {
    const url = new URL(databaseUrl);
    password = url.password
      ? decodeURIComponent(url.password)
      : (url.searchParams.get("password") ?? undefined);
  } catch {
    return { dbname: databaseUrl };
  }
  return { dbname: withoutPassword(databaseUrl), password };
}

/** Whether the embedded database's folder holds a database (not missing, not empty). */
export async function holdsEmbeddedDatabase(dataDir: string): Promise<boolean> {
  return access(path.join(dataDir, "PG_VERSION")).then(
    () => true,
    () => false,
  );
}
