// The connection pooler in front of the PostgreSQL run's throwaway cluster: Debian's PgBouncer in transaction mode,
// as production databases are reached. It serves every database of the cluster under the same name (a wildcard
// entry), trusts its clients on loopback and logs in to the server as the admin URL's user, and keeps its ini, user
// list and socket in a temporary folder. PgBouncer refuses to run as root; as root (CI) it switches to Debian's
// postgres user with its own `-u`.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitForConnections } from './postgresCluster';

const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface Pooler {
  /** The server's admin URL with the pooler's host and port: the same user and database, through PgBouncer. */
  url: string;
  stop(): Promise<void>;
}

/** `serverUrl` (a database on the cluster) through the pooler that `poolerUrl` reaches. */
export function throughPooler(poolerUrl: string, serverUrl: string): string {
  const pooler = new URL(poolerUrl);
  const pooled = new URL(serverUrl);
  pooled.hostname = pooler.hostname;
  pooled.port = pooler.port;
  return pooled.toString();
}

/**
 * Drops the pooler's connections to a database, whose idle server connections would otherwise keep DROP DATABASE
 * from running. Its admin console speaks the simple protocol only: a statement without parameters.
 */
export async function forgetDatabase(poolerUrl: string, database: string): Promise<void> {
  const adminConsole = new URL(poolerUrl);
  adminConsole.pathname = '/pgbouncer';
  const client = new pg.Client({ connectionString: adminConsole.toString() });
  await client.connect();
  try {
    await client.query(`KILL ${database}`).catch(() => undefined);
  } finally {
    await client.end();
  }
}

export async function startPooler(serverUrl: string): Promise<Pooler> {
  if (!existsSync(PGBOUNCER)) {
    throw new Error('The PostgreSQL server tests run through PgBouncer: apt-get install -y pgbouncer');
  }
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username) || 'postgres';
  // A server of one's own (TEST_DATABASE_URL) may want a password: the pooler logs in with the admin URL's.
  const password = decodeURIComponent(server.password);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pgbouncer-'));
  const asRoot = userInfo().uid === 0;
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}${password ? ` password=${password}` : ''}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      // Every test database is a pool of its own; the run opens several hundred clients at its busiest.
      'max_client_conn = 2000',
      'default_pool_size = 20',
      // A server connection left idle by a finished test goes soon: the cluster's connections are bounded.
      'server_idle_timeout = 10',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  if (asRoot) {
    const postgres = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim();
    if (!postgres('-u')) throw new Error("Running as root needs the postgres user that Debian's packages create");
    chownSync(dir, Number(postgres('-u')), Number(postgres('-g')));
  }
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4_000);
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGTERM is PgBouncer's immediate shutdown (SIGINT would wait for every client to leave).
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = throughPooler(`postgres://127.0.0.1:${port}`, serverUrl);
  try {
    await waitForConnections(url, child);
  } catch (error) {
    await stop();
    throw new Error(`PgBouncer did not start: ${error instanceof Error ? error.message : error}\n${log}`);
  }
  return { url, stop };
}
