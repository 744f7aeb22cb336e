import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../support/postgres-cluster";
import { operatorEnv, projectCopyForThisFile } from "./support/project-copy";
import { isAlive, killLeftoverSites, startSite, stopSite } from "./support/site-process";

/**
 * `npm start` under a process manager or a container runtime (contract §8): the signal goes to
 * the npm process alone, and must still reach the server and its graceful shutdown.
 */
const project = projectCopyForThisFile();
afterEach(killLeftoverSites);

function portIsClosed(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

describe("npm start", () => {
  it("ends the server gracefully within 10 s when only the npm process gets SIGTERM, leaving no process behind", async () => {
    const port = await freePort();
    const site = await startSite({
      cwd: project.dir,
      port,
      env: operatorEnv({
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: path.join(project.dir, "data"),
      }),
    });
    expect(site.serverPid).not.toBe(site.child.pid);

    const stopped = await stopSite(site);

    expect(stopped.code).toBe(0);
    expect(stopped.milliseconds).toBeLessThan(10_000);
    expect(site.output.join("\n")).toContain('"signal":"SIGTERM"');
    expect(site.output.join("\n")).toContain("shut down cleanly");
    expect(await portIsClosed(port)).toBe(true);
    // Not orphaned: npm waited for its server, which has exited.
    expect(isAlive(site.serverPid)).toBe(false);
  });
});
