// A throwaway PostgreSQL for the server tests' second run (npm run test:server:pg): Debian's server binaries, a
// cluster in a temporary folder on a free port, trust authentication on loopback only, durability off (a test
// database needs none of it). TEST_DATABASE_URL instead points the run at a server someone else started (an admin
// URL: every test database is created and dropped through it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface Cluster {
  adminUrl: string;
  stop(): Promise<void>;
}

function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'The PostgreSQL server tests need PostgreSQL: apt-get install -y postgresql (or set TEST_DATABASE_URL to an admin URL)',
    );
  }
  return path.join(root, versions[0], 'bin');
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Waits until `url` takes a connection, or `child` (the server behind it) exits. */
export async function waitForConnections(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${path.basename(child.spawnfile)} exited with code ${child.exitCode}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startCluster(): Promise<Cluster> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { adminUrl: external, stop: async () => undefined };

  const bin = serverBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  // PostgreSQL refuses to run as root; CI runs as root, so the cluster belongs to Debian's postgres user there.
  const asRoot = userInfo().uid === 0;
  const owner = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim() : '';
  if (asRoot) {
    if (!owner) throw new Error("Running as root needs the postgres user that Debian's postgresql package creates");
    chownSync(dir, Number(owner), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()));
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) =>
    asRoot ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const) : ([command, args] as const);

  const dataDir = path.join(dir, 'data');
  const [initCommand, initArgs] = run(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);

  const port = await freePort();
  const [command, args] = run(path.join(bin, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=300',
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4_000);
  });
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  try {
    await waitForConnections(adminUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`PostgreSQL did not start: ${error instanceof Error ? error.message : error}\n${log}`);
  }
  return {
    adminUrl,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGINT is PostgreSQL's fast shutdown (it disconnects clients). It goes to the postmaster itself, whose pid
        // is the first line of postmaster.pid: runuser, in between as root, does not pass SIGINT on.
        const postmaster = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        process.kill(postmaster > 0 ? postmaster : (child.pid ?? 0), 'SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
