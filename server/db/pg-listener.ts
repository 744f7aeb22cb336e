import type pg from "pg";

/** Called for each notification; `undefined` after a lost connection came back (see below). */
export type NotificationHandler = (payload: string | undefined) => void;

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 10_000;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Channels are plain lowercase identifiers. PGlite writes the name into its LISTEN as it
 * is, so anything else is refused for both drivers rather than quoted for one.
 */
export function checkChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) {
    throw new Error(`Invalid notification channel name: ${JSON.stringify(channel)}`);
  }
}

/**
 * LISTEN on node-postgres: one connection taken from the pool for good, shared by every
 * channel (a pooled connection would drop its LISTENs when handed to someone else).
 * When it is lost (a server restart, a terminated backend) it is opened again, after a
 * pause that doubles up to 10 s, every channel is listened to again, and every handler
 * is called once with no payload: what was sent in between never arrived.
 */
export function createPgListener(pool: pg.Pool) {
  const channels = new Map<string, Set<NotificationHandler>>();
  let client: pg.PoolClient | undefined;
  let connecting: Promise<pg.PoolClient> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = FIRST_RETRY_MS;
  let closed = false;

  function dispatch(channel: string, payload: string | undefined) {
    for (const handler of channels.get(channel) ?? []) handler(payload);
  }

  async function open(): Promise<pg.PoolClient> {
    const fresh = await pool.connect();
    fresh.on("notification", (message) => dispatch(message.channel, message.payload));
    // A checked-out client has no pool listener: without these an error would crash the process.
    fresh.on("error", () => lost(fresh));
    fresh.on("end", () => lost(fresh));
    try {
      for (const channel of channels.keys())
        await fresh.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      fresh.release(true);
      throw error;
    }
    if (closed) {
      fresh.release(true);
      throw new Error("the database is closed");
    }
    client = fresh;
    return fresh;
  }

  function connection(): Promise<pg.PoolClient> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function lost(which: pg.PoolClient) {
    if (client !== which) return;
    client = undefined;
    which.release(true);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || channels.size === 0) return;
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connection();
      } catch {
        retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
        scheduleReconnect();
        return;
      }
      retryDelay = FIRST_RETRY_MS;
      for (const channel of channels.keys()) dispatch(channel, undefined);
    }, retryDelay);
    // Waiting to reconnect must not keep a finished process alive.
    retryTimer.unref();
  }

  return {
    async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
      checkChannelName(channel);
      const handlers = channels.get(channel) ?? new Set();
      channels.set(channel, handlers);
      handlers.add(handler);
      try {
        // LISTEN is idempotent: a channel already listened to is not listened to twice.
        await (await connection()).query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        handlers.delete(handler);
        if (handlers.size === 0) channels.delete(channel);
        throw error;
      }
      return async () => {
        handlers.delete(handler);
        if (handlers.size > 0 || channels.get(channel) !== handlers) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {});
      };
    },

    /** Gives the connection back (closed), so that the pool can end. */
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      const last = client;
      client = undefined;
      last?.release(true);
    },
  };
}
