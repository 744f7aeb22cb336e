import { useState } from "react";
import { submissionFailureMessage } from "./error-message";

/**
 * A public island's write (the status page, a deal page): one at a time (`working` holds its
 * buttons), and a failure said in the visitor's words (`failure`), never lost in the console.
 * `write` may catch what it answers itself (a refused file) and rethrow the rest; `reword`
 * turns the message for an error the page can explain better.
 */
export function usePublicWrite() {
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = async (
    write: () => Promise<void>,
    fallback: string,
    reword?: (error: unknown, message: string) => string,
  ) => {
    setFailure(undefined);
    setWorking(true);
    try {
      await write();
    } catch (error) {
      const message = submissionFailureMessage(error, fallback);
      setFailure(reword ? reword(error, message) : message);
    } finally {
      setWorking(false);
    }
  };
  return { working, failure, setFailure, run };
}
