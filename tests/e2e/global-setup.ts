import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { START_ENV, START_NODE_ARGS } from "../../scripts/start-options";
import { startClamd } from "../support/clamd";
import { createDatabase, freePort, startPostgresCluster } from "../support/postgres-cluster";
import { serveReceivedMail, startSmtpSink } from "../support/smtp-sink";

declare module "vitest" {
  interface ProvidedContext {
    e2eBaseUrl: string;
    e2eDatabaseUrl: string;
    e2eBrowserWsEndpoint: string;
    /** Where the mail the site sent to the SMTP sink is read (tests/e2e/support/mail.ts). */
    e2eMailUrl: string;
    e2eAdminPassword: string;
    /** A file with everything the site has written to its output (tests/e2e/support/failure-report.ts). */
    e2eServerLog: string;
    /** The name the e2e clamd reports for a file holding MALWARE_MARKER (tests/support/clamd). */
    e2eClamdSignatureName: string;
  }
}

const SERVER_ENTRY = path.resolve("build/app/main.js");
const ADMIN_PASSWORD = "e2e-admin-password";

/**
 * Starts, once for the whole browser-test run: a throwaway PostgreSQL, a real SMTP server
 * that accepts every mail (so the site's outbox sends), a real clamd with the tests' own
 * signature (so pitch decks are scanned, contract §17), the production build of the site
 * on a free port against both, and one headless Chromium that every test file connects to.
 * The sink's mail is served over HTTP, for the tests that read what the site sent.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error("No production build: run `npm run build` before the browser tests.");
  }
  const cluster = await startPostgresCluster();
  const databaseUrl = await createDatabase(cluster.adminUrl, "e2e");
  const sink = await startSmtpSink();
  const clamd = await startClamd().catch(async (error) => {
    await sink.stop();
    await cluster.stop();
    throw error;
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // As `npm start` runs it, memory settings included: the browser tests see what production does.
  const server = spawn(process.execPath, [...START_NODE_ARGS, SERVER_ENTRY], {
    env: {
      ...START_ENV,
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      RATE_LIMITS: "off",
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD,
      SMTP_URL: sink.url,
      MAIL_FROM: "studio@rootstock.example",
      // The webhooks' browser test delivers to a receiver on this machine.
      WEBHOOK_ALLOW_PRIVATE: "1",
      CLAMD_URL: clamd.url,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logFolder = mkdtempSync(path.join(os.tmpdir(), "e2e-server-log-"));
  const logFile = process.env.E2E_SERVER_LOG ?? path.join(logFolder, "server.log");
  const serverLog = collectOutput(server, logFile);

  const browserServer = await chromium
    .launchServer({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    })
    .catch(async (error) => {
      await stopServer(server);
      await clamd.dispose();
      await sink.stop();
      await cluster.stop();
      throw error;
    });

  try {
    await waitForHealthy(`${baseUrl}/api/health`, server, serverLog);
  } catch (error) {
    await browserServer.close();
    await clamd.dispose();
    await sink.stop();
    await cluster.stop();
    throw error;
  }

  const mailbox = await serveReceivedMail(sink);
  project.provide("e2eBaseUrl", baseUrl);
  project.provide("e2eMailUrl", mailbox.url);
  project.provide("e2eDatabaseUrl", databaseUrl);
  project.provide("e2eBrowserWsEndpoint", browserServer.wsEndpoint());
  project.provide("e2eAdminPassword", ADMIN_PASSWORD);
  project.provide("e2eServerLog", logFile);
  project.provide("e2eClamdSignatureName", clamd.signatureName);

  return async () => {
    await mailbox.close();
    await browserServer.close();
    await stopServer(server);
    await clamd.dispose();
    await sink.stop();
    await cluster.stop();
    rmSync(logFolder, { recursive: true, force: true });
  };
}

/**
 * The server's last lines, shown if it does not start; `logFile` gets all of them, for a
 * failing test to show what the server said meanwhile (E2E_SERVER_LOG names one to keep).
 */
function collectOutput(child: ChildProcess, logFile: string) {
  const lines: string[] = [];
  const file = createWriteStream(logFile);
  const keep = (chunk: Buffer) => {
    file.write(chunk);
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 200));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return lines;
}

async function waitForHealthy(url: string, server: ChildProcess, log: string[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopServer(server);
  throw new Error(`The site did not become healthy at ${url}. Server output:\n${log.join("\n")}`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timeout = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timeout);
}
