import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 for tests: it keeps every mail it accepts, can answer
 * "451 try later" on demand, and can go down and come back on the same port, so the
 * outbox's retries are tested against the protocol rather than a mock.
 */

export type ReceivedMail = {
  /** Envelope sender (MAIL FROM), not the From header; see `headers` for that. */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  html: string | false;
  messageId: string | undefined;
  headers: Map<string, unknown>;
  raw: string;
};

export type SmtpSink = {
  /** "smtp://127.0.0.1:PORT" */
  url: string;
  port: number;
  /** In arrival order. */
  messages: ReceivedMail[];
  /** Resolves once `messages.length >= count`; rejects after `timeoutMs` (default 10 s). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** "temporary": every DATA is answered 451, so the sender sees a failure; "none": accept again. */
  refuse(mode: "temporary" | "none"): void;
  /** Closes the server and drops open connections at once; new connections are refused. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  clear(): void;
};

const host = "127.0.0.1";

export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  let port = options.port ?? 0;
  let refusing = false;
  let server: SMTPServer | null = null;
  const sockets = new Set<Socket>();
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  // Parsing is async; a chain keeps `messages` in the order the mails arrived.
  let parsing: Promise<void> = Promise.resolve();

  const notify = () => {
    for (const waiter of [...waiters]) waiter();
  };

  async function receive(stream: SMTPServerDataStream, envelope: { from: string; to: string[] }) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    if (refusing) throw temporaryFailure();
    const raw = Buffer.concat(chunks);
    const arrived = parsing.then(async () => {
      const parsed = await simpleParser(raw);
      messages.push({
        ...envelope,
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: parsed.html ?? false,
        messageId: parsed.messageId,
        headers: parsed.headers as Map<string, unknown>,
        raw: raw.toString("utf8"),
      });
      notify();
    });
    parsing = arrived.catch(() => {});
    // Answer 250 only once the mail is in `messages`, so a resolved send can be asserted on.
    await arrived;
  }

  function createServer() {
    const smtp = new SMTPServer({
      authOptional: true,
      // Credentials in a test SMTP_URL are accepted as they are, over plain TCP.
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "test" }),
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        receive(stream, envelope).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
    });
    // Resets and dropped clients are part of the outage tests; without a listener an
    // 'error' event would crash the test process.
    smtp.on("error", () => {});
    smtp.server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
    return smtp;
  }

  const sink: SmtpSink = {
    url: "",
    port: 0,
    messages,
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...messages]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const subjects = messages.map((mail) => JSON.stringify(mail.subject)).join(", ");
          reject(
            new Error(
              `SMTP sink: expected ${count} mail(s) within ${timeoutMs} ms, got ${messages.length}${subjects ? `: ${subjects}` : ""}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    refuse(mode) {
      refusing = mode === "temporary";
    },
    async start() {
      if (server) return;
      const smtp = createServer();
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        smtp.server.once("error", onError);
        smtp.listen(port, host, () => {
          smtp.server.off("error", onError);
          resolve();
        });
      });
      const address = smtp.server.address();
      if (address === null || typeof address === "string") throw new Error("SMTP sink: no port");
      // Remember the real port, so start() after stop() comes back where clients expect it.
      port = address.port;
      sink.port = port;
      sink.url = `smtp://${host}:${port}`;
      server = smtp;
    },
    async stop() {
      const smtp = server;
      if (!smtp) return;
      server = null;
      const closed = new Promise<void>((resolve) => smtp.close(() => resolve()));
      // smtp-server would give open sessions 30 s; an outage in a test starts now.
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
    clear() {
      messages.length = 0;
    },
  };

  await sink.start();
  return sink;
}

/** A received mail as `serveReceivedMail` answers it: the envelope, the subject and the text. */
export type ServedMail = Pick<ReceivedMail, "from" | "to" | "subject" | "text">;

/**
 * The sink's mail over HTTP on 127.0.0.1 (`GET /` answers `ServedMail[]` in arrival order), for
 * tests in other processes than the sink: the browser tests' files run apart from the global
 * setup that starts the site's sink.
 */
export async function serveReceivedMail(sink: SmtpSink) {
  const server = createServer((_request, response) => {
    const served: ServedMail[] = sink.messages.map(({ from, to, subject, text }) => ({
      from,
      to,
      subject,
      text,
    }));
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function temporaryFailure() {
  const error = new Error("4.3.0 Temporary failure, try again later (SMTP sink)") as Error & {
    responseCode: number;
  };
  error.responseCode = 451;
  return error;
}
