import { expect, test, vi } from "vitest";
import { deckPdf } from "../../../tests/support/pdf-fixtures";
import { readPdfFacts } from "./read-pdf-facts";

/** How many of the next forks throw, as Node's spawn does for ENOMEM. */
const failing = vi.hoisted(() => ({ forks: 0 }));

vi.mock("node:child_process", async (original) => {
  const real = await original<typeof import("node:child_process")>();
  return {
    ...real,
    fork: (...args: Parameters<typeof real.fork>) => {
      if (failing.forks > 0) {
        failing.forks--;
        throw Object.assign(new Error("spawn ENOMEM"), { code: "ENOMEM" });
      }
      return real.fork(...args);
    },
  };
});

test("a fork that throws hands its turn back: the PDFs after it are read", async () => {
  // More failures than there are turns (two): each lost turn would keep the next reading waiting.
  failing.forks = 3;
  const bytes = await deckPdf(2);
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(readPdfFacts(bytes)).rejects.toThrow("spawn ENOMEM");
  }
  expect(await readPdfFacts(bytes)).toEqual({ kind: "pdf", pages: 2 });
});
