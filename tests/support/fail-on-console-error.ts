import { format } from "node:util";
import { afterAll, afterEach } from "vitest";

/**
 * Setup file: any console.error during a test fails that test (React warnings,
 * unexpected server logs, driver complaints). A test that expects one mocks
 * console.error itself, e.g. `vi.spyOn(console, "error").mockImplementation(() => {})`.
 */
const unexpected: string[] = [];
const original = console.error;

console.error = (...args: unknown[]) => {
  unexpected.push(format(...args));
  original(...args);
};

function failOnUnexpected(when: string) {
  if (unexpected.length === 0) return;
  const messages = unexpected.splice(0).map((message) => `  - ${message}`);
  throw new Error(`Unexpected console.error ${when}:\n${messages.join("\n")}`);
}

afterEach(() => failOnUnexpected("during this test"));
afterAll(() => failOnUnexpected("outside a test (in a hook or at import time)"));
