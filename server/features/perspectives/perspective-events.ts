import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../db/client";

/**
 * "Perspectives changed": what lets every app instance drop its cached public pages and
 * JSON after an admin write. A write calls notifyPerspectivesChanged; the listeners of
 * this process run at once, and those of every other instance on the same database
 * through PostgreSQL's NOTIFY, relayed by relayPerspectivesChanged (started in app.ts).
 */

/** The PostgreSQL notification channel. */
export const PERSPECTIVES_CHANGED_CHANNEL = "perspectives_changed";

/** Sent as the payload, so that a process knows its own notifications when they come back. */
const PROCESS_ID = randomUUID();

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` after every change to the perspectives, made here or by another app
 * instance on the same database; the returned function stops it. A listener should be
 * quick and must not throw (a throw is reported as a process warning and ignored).
 */
export function onPerspectivesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function runListeners() {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      process.emitWarning(error instanceof Error ? error : String(error), {
        code: "PERSPECTIVES_CHANGED_LISTENER",
      });
    }
  }
}

const notify = (db: Database) =>
  db.execute(sql`select pg_notify(${PERSPECTIVES_CHANGED_CHANNEL}, ${PROCESS_ID})`);

/**
 * Announces a change written outside `writePerspectives` (a script, a test writing behind
 * the app's back): this process's listeners run at once, then a NOTIFY tells every other
 * instance.
 */
export async function notifyPerspectivesChanged(db: Database): Promise<void> {
  runListeners();
  await notify(db);
}

/**
 * Runs a perspective write and its announcement in one transaction: PostgreSQL sends the
 * NOTIFY with the commit, so the other instances hear of every write that stands and of
 * none that does not (a failed NOTIFY rolls the write back rather than leaving it saved
 * behind an error). This process's listeners run after the commit, before the response,
 * so the admin's next page view is fresh. `changed` tells whether the write did anything.
 */
export async function writePerspectives<Result>(
  db: Database,
  write: (tx: Database) => Promise<Result>,
  changed: (result: Result) => boolean,
): Promise<Result> {
  const result = await db.transaction(async (tx) => {
    const written = await write(tx);
    if (changed(written)) await notify(tx);
    return written;
  });
  if (changed(result)) runListeners();
  return result;
}

/**
 * Listens for the other instances' notifications and runs this process's listeners for
 * each (and once after a lost connection came back, as one may have been missed). Its
 * own notifications are skipped: they already ran. Resolves to the function that stops it.
 */
export function relayPerspectivesChanged(database: DatabaseHandle): Promise<() => Promise<void>> {
  return database.listen(PERSPECTIVES_CHANGED_CHANNEL, (payload) => {
    if (payload !== PROCESS_ID) runListeners();
  });
}
