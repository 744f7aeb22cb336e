import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { START_ENV, START_NODE_ARGS } from "./start-options";

// The bench and the browser and operator tests start the server as `npm start` runs it: the
// same malloc settings and Node options.
const startScript: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8"),
).scripts.start;

describe("the server start outside npm start", () => {
  it("gives the environment npm start gives", () => {
    for (const [name, value] of Object.entries(START_ENV)) {
      expect(startScript).toContain(`${name}="\${${name}:-${value}}"`);
    }
  });

  it("gives the Node options npm start gives", () => {
    expect(startScript).toContain(`node ${START_NODE_ARGS.join(" ")} build/app/main.js`);
  });
});
