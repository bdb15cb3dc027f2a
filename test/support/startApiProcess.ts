// Starts one API process (./apiProcess.ts: the real server, no built client, an ephemeral port) with the given
// environment and resolves once it listens. Used by the two-process test and the load bench.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ApiProcess {
  baseUrl: string;
  child: ChildProcess;
}

export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  // API_CPU_PROFILE_DIR=<dir> writes each process's CPU profile there when it stops (to see where a request's time goes).
  const profile = process.env.API_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.API_CPU_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'test/support/apiProcess.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`API process did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ baseUrl: `http://127.0.0.1:${port}`, child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}:\n${output}`)));
  });
}
