// Starts one API process (./apiProcess.ts: the real server, no built client) with the given environment and resolves
// once it listens. Each listens on a port of its own, as processes behind a load balancer do, and the port is its
// configuration's PORT: whatever a process derives from its port (its default PUBLIC_URL) differs between them, as
// it would in a deployment. Used by the two-process test and the load bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
}

/** A port nothing listens on now (the system's pick), for a process to be started on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `env.PORT` when given, else a free port. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = env.PORT ?? String(await freePort());
  // API_CPU_PROFILE_DIR=<dir> writes each process's CPU profile there when it stops (to see where a request's time goes).
  const profile = process.env.API_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_CPU_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'test/support/apiProcess.ts'], {
    env: { ...process.env, ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`API process did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const listening = /listening (\d+)/.exec(output)?.[1];
      if (listening) {
        clearTimeout(timer);
        resolve({ baseUrl: `http://127.0.0.1:${listening}`, child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}:\n${output}`)));
  });
}
