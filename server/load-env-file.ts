/**
 * The first import of server/main.ts and of every operator command (server/cli/), for its
 * effect: the optional `.env` of the working directory joins the environment before any module
 * reads it, so `npm start`, `npm run db:backup`, `db:restore` and `admin` share one
 * configuration. `npm run …` runs in the project's folder, so that is where `.env` goes.
 */
import { loadEnvFile } from "./env";

/** The `.env` that was read (absolute path), or null. */
export const envFile = loadEnvFile();
