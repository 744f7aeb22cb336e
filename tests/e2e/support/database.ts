import pg from "pg";
import { afterAll, inject } from "vitest";

export type DatabaseQuery = ReturnType<typeof connectDatabase>;

/**
 * The database the e2e server writes to: to prove what it stored, and to set up or clear what
 * no screen of a test's does (a share past its date, a test's decks).
 */
export function connectDatabase() {
  const pool = new pg.Pool({ connectionString: inject("e2eDatabaseUrl"), max: 2 });
  afterAll(() => pool.end());
  return async function query<Row>(text: string, values: unknown[] = []) {
    const result = await pool.query(text, values);
    return result.rows as Row[];
  };
}
