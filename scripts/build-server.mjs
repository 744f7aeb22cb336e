// Bundles the Fastify server (server/main.ts and what it imports from shared/)
// into build/app/main.js; npm packages stay external and load from node_modules.
// The PDF child (ADR 050) is a process of its own that the server forks: it goes beside
// main.js as build/app/pdf-child.mjs, where the bundled server looks for it, with the module
// hooks it registers (pdf-worker-hooks.mjs) beside it.
import { build } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
};

await build({ ...common, entryPoints: ["server/main.ts"], outfile: "build/app/main.js" });
await build({
  ...common,
  entryPoints: ["server/lib/pdf/pdf-child.mjs", "server/lib/pdf/pdf-worker-hooks.mjs"],
  outdir: "build/app",
  outExtension: { ".js": ".mjs" },
});
