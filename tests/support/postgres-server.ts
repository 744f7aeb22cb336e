import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster";

/**
 * Vitest globalSetup of the `api-postgres` project: starts a throwaway PostgreSQL
 * cluster from the machine's binaries (PG_BIN, else PATH, else the newest
 * /usr/lib/postgresql/<version>/bin), hands its admin URL to the tests as
 * `inject("postgresAdminUrl")`, and stops it and removes its files afterwards.
 */

declare module "vitest" {
  interface ProvidedContext {
    /** postgres://postgres@127.0.0.1:PORT/postgres of the throwaway test cluster. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide("postgresAdminUrl", cluster.adminUrl);
  return () => cluster.stop();
}
