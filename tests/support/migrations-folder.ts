import { fileURLToPath } from "node:url";

/** The repository's migrations, applied to every test database. */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));
