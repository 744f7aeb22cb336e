import type { ImapFlow } from "imapflow";

/** Where a joined reply is moved (contract §13); made when missing. */
export const PROCESSED_FOLDER = "Processed";

/** A mailbox that does not answer within these is down for this turn. */
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export type MailboxAddress = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  folder: string;
};

/** IMAP_URL, `imaps://user:pass@host:993/INBOX` (or `imap://`; the folder defaults to INBOX). */
export function mailboxAddress(imapUrl: string): MailboxAddress {
  const url = new URL(imapUrl);
  const secure = url.protocol === "imaps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    folder: decodeURIComponent(url.pathname.replace(/^\/+/, "")) || "INBOX",
  };
}

/** A reading of the mailbox's folder, open until `close()`. */
export type MailboxReading = {
  /** The unread mail's UIDs, oldest first. */
  unread(): Promise<number[]>;
  /** A mail's bytes, read without marking it read. */
  source(uid: number): Promise<Buffer | null>;
  /** Marks a mail read and moves it to `Processed`. */
  putAway(uid: number): Promise<void>;
  /** Says which folder the UIDs belong to: they stay a mail's while this stays the same. */
  uidValidity(): bigint;
  close(): Promise<void>;
  /** Drops the connection at once: the command in flight, if any, fails. */
  abort(): void;
};

/** Connects and opens the folder; rejects when the mailbox is down or refuses the login. */
export async function openMailbox(address: MailboxAddress): Promise<MailboxReading> {
  // Loaded when a mailbox is first read, not at start: imapflow costs ~9 MB of RSS (issue 26).
  const { ImapFlow } = await import("imapflow");
  const client = new ImapFlow({
    host: address.host,
    port: address.port,
    secure: address.secure,
    auth: { user: address.user, pass: address.password },
    logger: false,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  // A dropped connection is also thrown by the command in flight; unheard, it would end the process.
  client.on("error", () => {});
  await client.connect();
  let lock: Awaited<ReturnType<ImapFlow["getMailboxLock"]>>;
  try {
    lock = await client.getMailboxLock(address.folder);
  } catch (error) {
    client.close();
    throw error;
  }
  let processedExists = false;
  return {
    async unread() {
      const uids = await client.search({ seen: false }, { uid: true });
      return (uids || []).sort((a, b) => a - b);
    },
    async source(uid) {
      const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
      return message ? (message.source ?? null) : null;
    },
    async putAway(uid) {
      if (!processedExists) {
        // Answers `created: false` when it is there already (another instance made it).
        await client.mailboxCreate(PROCESSED_FOLDER);
        processedExists = true;
      }
      // Read first, so it arrives read; a crash between the two leaves a joined mail read
      // where it was, which is not read again (the Message-ID would make it a no-op anyway).
      await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
      await client.messageMove(String(uid), PROCESSED_FOLDER, { uid: true });
    },
    uidValidity() {
      return client.mailbox ? client.mailbox.uidValidity : 0n;
    },
    async close() {
      lock.release();
      await client.logout().catch(() => client.close());
    },
    abort: () => client.close(),
  };
}
