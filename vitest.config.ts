import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql ships ESM and CJS builds; Vite would pick the ESM one for our files while @graphql-tools (loaded by Node)
// gets the CJS one, and two copies of graphql reject each other's schemas. One entry for everyone.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');

const COMPONENT_TESTS = 'test/unit/components/**/*.test.{ts,tsx}';
// The whole client over a fake fetch, in jsdom: with the component tests, each file isolated. In the node run's shared
// workers the DOM they leave behind would make the next file's code take Node for a browser (PGlite then fails to start).
const CLIENT_TESTS = 'test/unit/integration/**/*.test.ts';

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // PGlite instances are memory-hungry; two workers match the machine's two cores. Checked for the node and postgres
    // runs on CI's two cores: both are CPU-bound (PGlite's WASM in the test process; PostgreSQL's server beside it), so
    // a third worker only queues behind the other two. Forks (the default pool), not threads: a test file may set
    // process.env or start a child server, which worker threads would share. Start-up per file is mostly the
    // database, now a copy of a snapshot (the global setups below), not the pool.
    maxWorkers: 2,
    // The contract tests drive the identity service with the AWS SDK, which warns on every run that its releases from
    // 2027 on will need Node 22; the lock file pins a release that runs on our Node 20 floor (package.json engines).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // Node for everything but the component and client tests: a DOM costs start-up time and hides code that assumes a
    // browser. A test that needs a DOM belongs to the dom project (CLIENT_TESTS above), never a jsdom opt-in in node.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/server/**/*.test.ts'],
          exclude: [COMPONENT_TESTS, CLIENT_TESTS],
          environment: 'node',
          globalSetup: ['test/support/pgliteGlobalSetup.ts'],
          // The node and postgres runs load each module once per worker, not once per test file: a server test file spent more
          // time importing the server and compiling PGlite's WebAssembly than running its tests (measured on 16 server files:
          // 38% less processor time shared than isolated). So a test file leaves nothing behind for the next one in its worker:
          // it restores what it changes in process.env, real timers and spies in an afterEach/afterAll, and closes the servers
          // and databases it opened. The component tests stay isolated (a DOM per file, module mocks).
          isolate: false,
        },
      },
      {
        // The server tests again on PostgreSQL (npm run test:server:pg): the production database, with a real pool
        // and real concurrency, where PGlite has one connection. Each test server gets a database of its own.
        extends: true,
        test: {
          name: 'postgres',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/postgresGlobalSetup.ts'],
          isolate: false, // as the node run's
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: [COMPONENT_TESTS, CLIENT_TESTS],
          environment: 'jsdom',
          setupFiles: ['test/unit/components/setup.ts'],
        },
      },
    ],
  },
});
