import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../server/db/client";
import { mintStatusToken } from "../../../server/features/messages/status-tokens";
import { migrationsFolder } from "../../support/test-app";

/**
 * A working status page token for an idea, minted as the site mints one for each mail (the
 * mail's own link is not kept once sent). Opens the e2e database for the test file.
 */
export function connectStatusTokens() {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: inject("e2eDatabaseUrl"), migrationsFolder });
  });
  afterAll(async () => {
    await database?.close();
  });
  return async function statusTokenFor(ideaId: number) {
    if (!database) throw new Error("database not open");
    return mintStatusToken(database.db, { kind: "startup-ideas", id: ideaId });
  };
}
