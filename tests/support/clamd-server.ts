import type { TestProject } from "vitest/node";
import { startClamd } from "./clamd";

/**
 * Vitest globalSetup of the API projects: starts one real clamd for the run (tests/support/
 * clamd.ts), hands its address to the tests as `inject("clamdUrl")` (a test app's CLAMD_URL)
 * with the name it reports for MALWARE_MARKER, and stops it afterwards. A test that stops
 * clamd (an outage) starts its own with startClamd(), so the shared one stays up.
 */

declare module "vitest" {
  interface ProvidedContext {
    /** tcp://127.0.0.1:PORT of the run's clamd. */
    clamdUrl: string;
    /** What that clamd reports for a file holding MALWARE_MARKER. */
    clamdSignatureName: string;
  }
}

export default async function setup(project: TestProject) {
  const clamd = await startClamd();
  project.provide("clamdUrl", clamd.url);
  project.provide("clamdSignatureName", clamd.signatureName);
  return () => clamd.dispose();
}
