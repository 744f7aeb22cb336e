import { type SQL, sql } from "drizzle-orm";

/** A PostgreSQL interval of this many seconds. */
export const secondsInterval = (seconds: number): SQL => sql`make_interval(secs => ${seconds})`;

/**
 * That long before now, on the database's clock: the clock that wrote the timestamps
 * it is compared with, whichever app instance asks.
 */
export const secondsAgo = (seconds: number): SQL => sql`now() - ${secondsInterval(seconds)}`;
