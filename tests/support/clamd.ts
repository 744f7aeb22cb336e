import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { ClamdUnavailableError, pingClamd } from "../../server/lib/clamd/clamd-client";
import { freePort } from "./postgres-cluster";
import { stopChild } from "./stop-child";

/** The Debian packages' binaries (.ci/run installs `clamav-daemon` and `clamav`). */
const CLAMD_BINARY = "/usr/sbin/clamd";
const SIGTOOL_BINARY = "/usr/bin/sigtool";

/**
 * The bytes the test signature matches, anywhere in a file (inside a PDF too): what stands in
 * for malware in the tests. Never a real virus, and never the EICAR string, which a scanner
 * on a developer's machine would quarantine.
 */
export const MALWARE_MARKER = Buffer.from("ROOTSTOCK-TEST-MALWARE-MARKER-7c1e5a09d4b2");

/** The signature as the test database names it; clamd reports it with `.UNOFFICIAL` added. */
const SIGNATURE = "Rootstock.Test.Marker";

/**
 * clamd's StreamMaxLength in the tests. The product refuses a deck over 25 MiB (contract §17)
 * before it reaches clamd, and clamd refuses a stream over its StreamMaxLength: the two must
 * agree, StreamMaxLength at least the product's limit (26M leaves a margin), or a deck near
 * the limit could never be scanned. README's operator section asks the same of a real clamd.
 */
export const CLAMD_STREAM_MAX_BYTES = 26 * 1024 * 1024;

export type Clamd = {
  /** `tcp://127.0.0.1:PORT`: the site's CLAMD_URL. */
  url: string;
  /** MALWARE_MARKER: a file holding these bytes is infected. */
  markerBytes: Buffer;
  /** The name clamd reports for a file holding the marker. */
  signatureName: string;
  /** Ends the daemon (connections drop, new ones are refused); its files stay. */
  stop(): Promise<void>;
  /** Starts it again on the same port, resolving once it answers PING. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  dispose(): Promise<void>;
};

/**
 * A real ClamAV daemon for tests: run in the foreground from a config written into a temp
 * folder that also holds its signature database and scratch files, listening on a free port
 * of 127.0.0.1. Its only database is one body signature (`.ndb`) for MALWARE_MARKER, made
 * with sigtool; clamd needs nothing else (no main.cvd or daily.cvd), so nothing is
 * downloaded, and it starts in about a second. Not a system service: nothing outside the
 * temp folder is written.
 *
 * Run as root, clamd drops to the package's `clamav` user (its `User` setting), which must
 * own the folders it writes and read its database; run as anyone else, it stays that user.
 */
export async function startClamd(): Promise<Clamd> {
  for (const binary of [CLAMD_BINARY, SIGTOOL_BINARY]) {
    if (!existsSync(binary)) {
      throw new Error(`${binary} is missing (apt-get install clamav-daemon clamav; .ci/run does)`);
    }
  }
  const home = await mkdtemp(path.join(tmpdir(), "clamd-"));
  await chmod(home, 0o755);
  const database = path.join(home, "db");
  const scratch = path.join(home, "tmp");
  await mkdir(database);
  await mkdir(scratch);
  const hex = await sigtool(["--hex-dump"], MALWARE_MARKER);
  // Target 0 (any file), offset * (anywhere): the marker counts inside a PDF as in any bytes.
  await writeFile(path.join(database, "rootstock-test.ndb"), `${SIGNATURE}:0:*:${hex.trim()}\n`);
  const runAs = process.getuid?.() === 0 ? await systemAccount("clamav") : undefined;
  if (runAs) {
    for (const folder of [database, scratch]) await chown(folder, runAs.uid, runAs.gid);
  }
  const port = await freePort();
  const config = path.join(home, "clamd.conf");
  await writeFile(
    config,
    [
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `DatabaseDirectory ${database}`,
      `TemporaryDirectory ${scratch}`,
      "Foreground yes",
      `StreamMaxLength ${CLAMD_STREAM_MAX_BYTES / (1024 * 1024)}M`,
      // A file over MaxFileSize is passed unscanned as clean: never smaller than the stream.
      `MaxFileSize ${CLAMD_STREAM_MAX_BYTES / (1024 * 1024)}M`,
      ...(runAs ? ["User clamav"] : []),
      "",
    ].join("\n"),
  );

  let child: ChildProcess | undefined;
  const output: string[] = [];
  const url = `tcp://127.0.0.1:${port}`;
  const start = async () => {
    output.length = 0;
    const started = spawn(CLAMD_BINARY, ["-c", config], { stdio: ["ignore", "pipe", "pipe"] });
    started.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    started.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child = started;
    const deadline = Date.now() + 30_000;
    while (!(await pingClamd(url, 1_000))) {
      if (started.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`clamd did not start on port ${port}:\n${output.join("")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (running) await stopChild(running);
  };
  try {
    await start();
  } catch (error) {
    await rm(home, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    markerBytes: MALWARE_MARKER,
    signatureName: `${SIGNATURE}.UNOFFICIAL`,
    stop,
    start,
    async dispose() {
      await stop();
      await rm(home, { recursive: true, force: true });
    },
  };
}

/**
 * A small, well-formed one-page PDF whose page says `text`, uncompressed, so that bytes put
 * in `text` (MALWARE_MARKER) sit inside a real document.
 */
export function pdfSaying(text: string): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${text.replace(/[\\()]/g, "\\$&")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf);
}

/** Why `scan` could not give a verdict; fails when it gave one or failed otherwise. */
export async function unavailableReason(scan: Promise<unknown>): Promise<string> {
  try {
    await scan;
  } catch (error) {
    if (error instanceof ClamdUnavailableError) return error.reason;
    throw error;
  }
  throw new Error("expected the scan to fail, and it gave a verdict");
}

function sigtool(args: string[], input: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(SIGTOOL_BINARY, args, (error, stdout, stderr) => {
      if (error) reject(new Error(`sigtool ${args.join(" ")} failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
    child.stdin?.end(input);
  });
}

async function systemAccount(name: string) {
  const id = promisify(execFile);
  try {
    const [uid, gid] = await Promise.all([id("id", ["-u", name]), id("id", ["-g", name])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    throw new Error(
      `The tests run as root and clamd is run as the "${name}" user (the clamav-daemon package adds it), which does not exist.`,
    );
  }
}
