import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a receiver got. */
export type Received = { headers: IncomingHttpHeaders; body: string; at: number };

/**
 * A real HTTP receiver on 127.0.0.1 for the webhook tests: it keeps what it gets and answers
 * as `answer` says (200 unless told otherwise; an answer may wait, or never come).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let open = 0;
  let mostAtOnce = 0;
  let connections = 0;
  let answer: (request: Received, response: ServerResponse) => void | Promise<void> = (
    _request,
    response,
  ) => {
    response.writeHead(200).end("ok");
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    open++;
    mostAtOnce = Math.max(mostAtOnce, open);
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const got = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      };
      received.push(got);
      response.on("close", () => {
        open--;
      });
      void answer(got, response);
    });
  });
  server.on("connection", () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** The requests it is answering now. */
    open: () => open,
    /** The most requests it was answering at one time. */
    mostAtOnce: () => mostAtOnce,
    /** The TCP connections it has accepted. */
    connections: () => connections,
    answerWith(next: typeof answer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, or fails after `withinMs`. */
export async function eventually(condition: () => boolean | Promise<boolean>, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${withinMs} ms`);
    await wait(25);
  }
}
