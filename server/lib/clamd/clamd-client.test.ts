import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { unavailableReason } from "../../../tests/support/clamd";
import { ValidationError } from "../errors";
import { parseClamdUrl, pingClamd, scanStream } from "./clamd-client";

/**
 * The client's side of the protocol and its failure modes, against small TCP servers that
 * misbehave on purpose (a real clamd cannot be made to); the scans against a real clamd are
 * in clamd-client.api.test.ts.
 */

describe("parseClamdUrl", () => {
  it("accepts tcp://host:port", () => {
    expect(parseClamdUrl("tcp://127.0.0.1:3310")).toEqual({ host: "127.0.0.1", port: 3310 });
    expect(parseClamdUrl("tcp://clamav.internal:3311/")).toEqual({
      host: "clamav.internal",
      port: 3311,
    });
    expect(parseClamdUrl("tcp://[::1]:3310")).toEqual({ host: "::1", port: 3310 });
  });

  it("refuses anything else with a 400 naming the expected form", () => {
    for (const refused of [
      "",
      "127.0.0.1:3310",
      "tcp://127.0.0.1",
      "tcp://:3310",
      "tcp://127.0.0.1:0",
      "tcp://127.0.0.1:65536",
      "tcp://127.0.0.1:port",
      "unix:///run/clamav/clamd.ctl",
      "http://127.0.0.1:3310",
      "tcp://user:secret@127.0.0.1:3310",
      "tcp://127.0.0.1:3310/scan",
      "tcp://127.0.0.1:3310?x=1",
      "tcp://127.0.0.1:3310?",
      "tcp://127.0.0.1:3310#x",
    ]) {
      let thrown: unknown;
      try {
        parseClamdUrl(refused);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, refused).toBeInstanceOf(ValidationError);
      expect((thrown as ValidationError).statusCode).toBe(400);
      expect((thrown as ValidationError).message).toBe("CLAMD_URL must look like tcp://host:3310");
    }
  });
});

/** What a fake server saw of the client's request. */
type Request = { command: string; chunkLengths: number[]; content: Buffer; ended: boolean };

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A TCP server on 127.0.0.1 that hands each connection to `handle`; resolves its tcp:// URL. */
async function fakeClamd(handle: (socket: Socket) => void): Promise<string> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    handle(socket);
  });
  // Closing the server also drops what it still holds open (a server that never answers).
  const close = server.close.bind(server);
  server.close = (callback) => {
    for (const socket of sockets) socket.destroy();
    return close(callback);
  };
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no address");
  return `tcp://127.0.0.1:${address.port}`;
}

/**
 * A server that reads the INSTREAM request as clamd does and, once the zero-length chunk
 * has come, answers `answer(request)` (nothing when it returns null).
 */
function readingClamd(answer: (request: Request) => string | null, seen: Request[] = []) {
  return fakeClamd((socket) => {
    let buffered = Buffer.alloc(0);
    const request: Request = {
      command: "",
      chunkLengths: [],
      content: Buffer.alloc(0),
      ended: false,
    };
    const parts: Buffer[] = [];
    seen.push(request);
    socket.on("data", (data: Buffer) => {
      buffered = Buffer.concat([buffered, data]);
      if (request.command === "") {
        const end = buffered.indexOf(0);
        if (end < 0) return;
        request.command = buffered.subarray(0, end).toString();
        buffered = buffered.subarray(end + 1);
      }
      while (!request.ended && buffered.byteLength >= 4) {
        const length = buffered.readUInt32BE(0);
        if (buffered.byteLength < 4 + length) return;
        parts.push(buffered.subarray(4, 4 + length));
        buffered = buffered.subarray(4 + length);
        if (length === 0) {
          request.ended = true;
          request.content = Buffer.concat(parts);
          const reply = answer(request);
          if (reply !== null) socket.write(reply);
        } else {
          request.chunkLengths.push(length);
        }
      }
    });
  });
}

describe("scanStream", () => {
  it("sends the command, pieces of at most 1 MiB, no empty chunk before the end, then one", async () => {
    const seen: Request[] = [];
    const url = await readingClamd(() => "stream: OK\0", seen);
    const big = Buffer.alloc(2.5 * 1024 * 1024, 7);
    const verdict = await scanStream(url, [Buffer.from("%PDF-1.7 "), new Uint8Array(0), big]);
    expect(verdict).toEqual({ verdict: "clean" });
    const [request] = seen;
    expect(request?.command).toBe("zINSTREAM");
    expect(request?.chunkLengths).toEqual([9, 1024 * 1024, 1024 * 1024, 0.5 * 1024 * 1024]);
    expect(request?.content.equals(Buffer.concat([Buffer.from("%PDF-1.7 "), big]))).toBe(true);
  });

  it("reads `stream: <Signature> FOUND` as infected with that signature", async () => {
    const url = await readingClamd(() => "stream: Pdf.Exploit.Test-1 FOUND\0");
    const verdict = await scanStream(
      url,
      (async function* () {
        yield Buffer.from("%PDF-");
      })(),
    );
    expect(verdict).toEqual({ verdict: "infected", signature: "Pdf.Exploit.Test-1" });
  });

  it("treats an ERROR answer, an empty one and a garbled one as unavailable, never clean", async () => {
    const answers: [string, RegExp][] = [
      ["INSTREAM size limit exceeded. ERROR\0", /larger than clamd's StreamMaxLength/],
      ["Can't allocate memory ERROR\0", /answered "Can't allocate memory ERROR"/],
      ["\0", /answered ""/],
      ["stream: OK extra\0", /answered "stream: OK extra"/],
      ["stream:  FOUND\0", /answered "stream: {2}FOUND"/],
      ["x".repeat(2_000), /with no end/],
    ];
    for (const [answer, reason] of answers) {
      const url = await readingClamd(() => answer);
      expect(await unavailableReason(scanStream(url, [Buffer.from("%PDF-")])), answer).toMatch(
        reason,
      );
    }
  });

  it("fails when the answer is cut off by a closed connection", async () => {
    const cutOff = await fakeClamd((socket) => {
      socket.once("data", () => socket.end("stream: O"));
    });
    expect(await unavailableReason(scanStream(cutOff, [Buffer.from("%PDF-")]))).toMatch(
      /cut off: "stream: O"/,
    );
  });

  it("never takes an answer given before the end of the stream as a verdict", async () => {
    const url = await fakeClamd((socket) => socket.write("stream: OK\0"));
    const slowSource = async function* () {
      yield Buffer.from("%PDF-");
      await new Promise((resolve) => setTimeout(resolve, 200));
      yield Buffer.from("rest");
    };
    expect(await unavailableReason(scanStream(url, slowSource()))).toMatch(
      /answered "stream: OK" before the end of the stream/,
    );
  });

  it("says the size limit when clamd hangs up in the middle of the stream", async () => {
    const url = await fakeClamd((socket) => {
      socket.once("data", () => socket.destroy());
    });
    const endless = function* () {
      for (;;) yield Buffer.alloc(64 * 1024);
    };
    expect(await unavailableReason(scanStream(url, endless()))).toMatch(
      /closed the connection before the end of the stream: the file is larger than clamd's StreamMaxLength/,
    );
  });

  it("fails when clamd hangs up after the whole stream without an answer", async () => {
    const hangingUp = await fakeClamd((socket) => {
      let received = 0;
      socket.on("data", (data: Buffer) => {
        received += data.byteLength;
        // zINSTREAM\0 (10 bytes), one 5-byte chunk (9) and the end (4)
        if (received >= 23) socket.end();
      });
    });
    expect(await unavailableReason(scanStream(hangingUp, [Buffer.from("%PDF-")]))).toBe(
      "clamd closed the connection without an answer",
    );
  });

  it("times out, never reading as clean, when clamd never answers", async () => {
    const url = await readingClamd(() => null);
    const startedAt = Date.now();
    expect(
      await unavailableReason(scanStream(url, [Buffer.from("%PDF-")], { timeoutMs: 300 })),
    ).toMatch(/gave no answer within 300 ms/);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it("fails at once when nothing listens", async () => {
    const url = await fakeClamd(() => {});
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await unavailableReason(scanStream(url, [Buffer.from("%PDF-")]))).toMatch(
      /refused the connection/,
    );
    expect(await pingClamd(url)).toBe(false);
  });

  it("waits for the socket to drain: a clamd that stops reading stops the source", async () => {
    const url = await fakeClamd((socket) => socket.pause());
    let pulled = 0;
    const hundredMegabytes = function* () {
      for (; pulled < 100; pulled++) yield Buffer.alloc(1024 * 1024);
    };
    const scan = scanStream(url, hundredMegabytes(), { timeoutMs: 1_000 });
    expect(await unavailableReason(scan)).toMatch(/no answer within 1000 ms/);
    // What the kernel's loopback buffers hold at most, far from the whole file.
    expect(pulled).toBeLessThan(20);
  });

  it("passes an error of the file's source on as it is", async () => {
    const url = await readingClamd(() => "stream: OK\0");
    const failing = async function* () {
      yield Buffer.from("%PDF-");
      throw new Error("the database went away");
    };
    await expect(scanStream(url, failing())).rejects.toThrow("the database went away");
  });
});

describe("pingClamd", () => {
  it("is true for PONG and false for anything else or no answer", async () => {
    const pong = await fakeClamd((socket) => {
      socket.once("data", (data: Buffer) =>
        socket.end(data.toString() === "zPING\0" ? "PONG\0" : ""),
      );
    });
    const wrong = await fakeClamd((socket) => socket.end("PANG\0"));
    const silent = await fakeClamd(() => {});
    expect(await pingClamd(pong)).toBe(true);
    expect(await pingClamd(wrong)).toBe(false);
    expect(await pingClamd(silent, 200)).toBe(false);
  });
});
