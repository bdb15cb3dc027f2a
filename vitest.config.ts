import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships ESM and CJS builds; Vite would pick the ESM one for our files while @graphql-tools (loaded by Node)
// gets the CJS one, and two copies of graphql reject each other's schemas. One entry for everyone.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // PGlite instances are memory-hungry; two workers match the machine's two cores.
    maxWorkers: 2,
  },
});
