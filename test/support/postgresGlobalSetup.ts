// Vitest global setup of the `postgres` project: one cluster for the run, its admin URL handed to the tests.
import type { TestProject } from 'vitest/node';
import { startCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set only in the PostgreSQL run: where the tests create their own databases. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return () => cluster.stop();
}
