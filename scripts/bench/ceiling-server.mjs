// The ceiling: a bare Node `http` server that answers each benchmarked request with the very
// bytes (status, headers, body) the site answered it with, recorded just before. What the site
// reaches against it is the share of the machine left to its own work.
// Usage: node scripts/bench/ceiling-server.mjs <responses.json>; prints its port when listening.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const recorded = JSON.parse(readFileSync(process.argv[2], "utf8"));
const answers = new Map(
  recorded.map((response) => [
    `${response.method} ${response.path}`,
    { ...response, body: Buffer.from(response.bodyBase64, "base64") },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  // Read (and drop) any request body, as the site does, before answering.
  request.resume();
  request.on("end", () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, [
      ...answer.headers.flat(),
      "content-length",
      String(answer.body.length),
    ]);
    response.end(answer.body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, "127.0.0.1", () => {
  console.log(String(server.address().port));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
