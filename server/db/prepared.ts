import type { Database } from "./client";

/**
 * A statement built by `build` and prepared once per database, on first use: a busy read then
 * costs neither building its SQL with Drizzle nor, on PostgreSQL, parsing and planning it (each
 * pooled connection prepares it the first time it runs it).
 */
export function preparedPerDatabase<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
