// An SMTP server that accepts and drops every message, as a process of its own: a mail
// server is another process in production, and inside the bench's own process its work
// would slow the load generator while the mail-on site is measured. Prints its port, then
// the number of messages accepted so far after each one.
import { SMTPServer } from "smtp-server";

let delivered = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      delivered++;
      process.stdout.write(`${delivered}\n`);
      callback();
    });
  },
});
server.listen(0, "127.0.0.1", () => {
  const address = server.server.address();
  process.stdout.write(`port ${typeof address === "object" && address ? address.port : 0}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
