// One API process for the scaling tests: the real server without a built client, configured only by its environment
// (PORT, DATABASE_URL, SSN_ENCRYPTION_KEY, ...), listening on its PORT and printing it once it does; on SIGTERM it
// stops as `npm start` does (out of rotation for SHUTDOWN_DRAIN_MS, then closed).
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { createServer } from '../../server/server';

const config = loadConfig();
const server = await createServer(config, { clientDir: path.join(config.dataDir, 'no-client') });
await server.app.listen({ port: config.port, host: '127.0.0.1' });
const address = server.app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.once('SIGTERM', () => {
  void server.shutdown().then(() => process.exit(0));
});
