/**
 * Operator commands for backups (README "Operating it", ADR 025):
 *
 *   npm run db:backup -- FILE    a consistent snapshot of the configured database, while the
 *                                site runs (PostgreSQL: pg_dump; embedded: from the server)
 *   npm run db:restore -- FILE   into an empty database of the same kind
 *
 * They use the server's environment, `.env` included: DATABASE_URL, or DATA_DIR for the
 * embedded database.
 */
// First, for its effect: `.env` joins the environment as it does for `npm start`.
import "../load-env-file";
import path from "node:path";
import { BackupError, backupDatabase, restoreDatabase } from "../db/backup";
import { type DatabaseTarget, describeTarget } from "../db/target";
import { loadEnv } from "../env";

const USAGE = `Usage:
  npm run db:backup -- FILE    write a snapshot of the database to FILE
  npm run db:restore -- FILE   restore FILE into an empty database`;

async function main([command, file, ...extra]: string[]) {
  if ((command !== "backup" && command !== "restore") || !file || extra.length > 0) {
    throw new BackupError(USAGE);
  }
  const env = loadEnv();
  const target: DatabaseTarget = {
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
  };
  const started = performance.now();
  if (command === "backup") await backupDatabase(target, file);
  else await restoreDatabase(target, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = describeTarget(target);
  console.log(
    command === "backup"
      ? `Backed up ${where} to ${file} in ${seconds} s.`
      : `Restored ${file} into ${where} in ${seconds} s. Start the site to use it.`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
