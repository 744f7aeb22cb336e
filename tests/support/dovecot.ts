import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createConnection, createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { stopChild } from "./stop-child";

/** The Debian package's binary (.ci/run installs `dovecot-imapd` when it is missing). */
const DOVECOT_BINARIES = ["/usr/sbin/dovecot", "/usr/bin/dovecot"];

/** The one mailbox the server holds (the site's reply mailbox in the tests). */
const USER = "replies";

export type MailboxMessage = { uid: number; seen: boolean; subject: string; messageId: string };

export type Dovecot = {
  /** `imap://replies:PASSWORD@127.0.0.1:PORT/INBOX`: the site's IMAP_URL. */
  url: string;
  port: number;
  /** Puts a raw RFC 5322 message into `folder` (INBOX by default), unread. */
  deliver(raw: string, folder?: string): Promise<void>;
  /** What `folder` holds, in UID order; empty when the folder does not exist. */
  messages(folder?: string): Promise<MailboxMessage[]>;
  /** Empties INBOX and deletes every other folder. */
  clear(): Promise<void>;
  /** Ends the server (connections drop, new ones are refused); the mail stays on disk. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same mail. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
};

/**
 * A real Dovecot IMAP server for tests: run in the foreground (`dovecot -F`) from a config
 * written into a temp folder that also holds its sockets, state, log and Maildir, listening
 * on a free port of 127.0.0.1 with one passwd-file user and a throwaway password. Not a
 * system service; nothing outside the temp folder is written.
 *
 * Dovecot will not run its login processes or touch mail as root: run as root (here and in
 * CI) they use the package's unprivileged `dovenull` and `dovecot` users, which must reach
 * the temp folder; run as anyone else, everything runs as that user.
 */
export async function startDovecot(): Promise<Dovecot> {
  const binary = DOVECOT_BINARIES.find((candidate) => existsSync(candidate));
  if (!binary)
    throw new Error("dovecot is not installed (apt-get install dovecot-imapd; .ci/run does)");
  const home = await mkdtemp(path.join(tmpdir(), "dovecot-"));
  await chmod(home, 0o755);
  const users = accountsToRunAs();
  const mailRoot = path.join(home, "mail");
  await mkdir(mailRoot);
  await chown(mailRoot, users.mail.uid, users.mail.gid);
  await mkdir(path.join(home, "base"));
  await mkdir(path.join(home, "state"));
  const password = randomBytes(12).toString("hex");
  await writeFile(path.join(home, "users"), `${USER}:{PLAIN}${password}\n`);
  const port = await freePort();
  const config = path.join(home, "dovecot.conf");
  await writeFile(config, dovecotConfig({ home, port, users }));

  let child: ChildProcess | undefined;
  const output: string[] = [];
  const start = async () => {
    output.length = 0;
    const started = spawn(binary, ["-F", "-c", config], { stdio: ["ignore", "pipe", "pipe"] });
    started.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    started.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child = started;
    await waitUntilListening(started, port, () => `${output.join("")}${logOf(home)}`);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running) await stopChild(running);
  };
  await start();

  const url = `imap://${USER}:${password}@127.0.0.1:${port}/INBOX`;
  const withClient = async <T>(work: (client: ImapFlow) => Promise<T>) => {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      auth: { user: USER, pass: password },
      logger: false,
    });
    client.on("error", () => {});
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  return {
    url,
    port,
    deliver: (raw, folder = "INBOX") =>
      withClient(async (client) => {
        await client.mailboxCreate(folder).catch(() => {});
        await client.append(folder, raw);
      }),
    messages: (folder = "INBOX") =>
      withClient(async (client) => {
        const found = await client.list();
        if (!found.some((box) => box.path === folder)) return [];
        const lock = await client.getMailboxLock(folder);
        try {
          const messages: MailboxMessage[] = [];
          for await (const message of client.fetch(
            "1:*",
            { uid: true, flags: true, envelope: true },
            { uid: true },
          )) {
            messages.push({
              uid: message.uid,
              seen: message.flags?.has("\\Seen") ?? false,
              subject: message.envelope?.subject ?? "",
              messageId: message.envelope?.messageId ?? "",
            });
          }
          return messages;
        } finally {
          lock.release();
        }
      }),
    clear: () =>
      withClient(async (client) => {
        for (const box of await client.list()) {
          if (box.path !== "INBOX") await client.mailboxDelete(box.path);
        }
        const lock = await client.getMailboxLock("INBOX");
        try {
          await client.messageDelete("1:*");
        } catch {
          // An empty INBOX has nothing to delete.
        } finally {
          lock.release();
        }
      }),
    stop,
    start,
    async dispose() {
      await stop();
      await rm(home, { recursive: true, force: true });
    },
  };
}

type Account = { name: string; uid: number; gid: number };

/** Who Dovecot's processes run as (see startDovecot). */
function accountsToRunAs(): { login: Account; internal: Account; mail: Account } {
  const me = userInfo();
  if (me.uid !== 0) {
    const self = { name: me.username, uid: me.uid, gid: me.gid };
    return { login: self, internal: self, mail: self };
  }
  const dovecot = systemAccount("dovecot");
  return { login: systemAccount("dovenull"), internal: dovecot, mail: dovecot };
}

function systemAccount(name: string): Account {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error(`the system account ${name} is missing (the dovecot-core package adds it)`);
  }
  return { name, uid: Number(uid), gid: Number(gid) };
}

function dovecotConfig(options: {
  home: string;
  port: number;
  users: ReturnType<typeof accountsToRunAs>;
}) {
  const { home, port, users } = options;
  const at = (name: string) => path.join(home, name);
  return `protocols = imap
listen = 127.0.0.1
instance_name = test-${path.basename(home)}
base_dir = ${at("base")}
state_dir = ${at("state")}
log_path = ${at("dovecot.log")}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${users.internal.name}
default_internal_group = ${groupName(users.internal.gid)}
default_login_user = ${users.login.name}
first_valid_uid = ${users.mail.uid}
mail_location = maildir:${at("mail")}/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${at("users")}
}
userdb {
  driver = static
  args = uid=${users.mail.uid} gid=${users.mail.gid} home=${at("mail")}/%u
}
namespace inbox {
  inbox = yes
  separator = /
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;
}

function groupName(gid: number) {
  const entry = readFileSync("/etc/group", "utf8")
    .split("\n")
    .find((line) => line.split(":")[2] === String(gid));
  const name = entry?.split(":")[0];
  if (!name) throw new Error(`no group has the id ${gid}`);
  return name;
}

const logOf = (home: string) => {
  try {
    return readFileSync(path.join(home, "dovecot.log"), "utf8");
  } catch {
    return "";
  }
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

async function waitUntilListening(child: ChildProcess, port: number, output: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: "127.0.0.1", port });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (listening) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`dovecot did not start on port ${port}:\n${output()}`);
}
