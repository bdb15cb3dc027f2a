// CI's check of the README's first command as a newcomer meets it: `npm start` in a fresh clone with no client build
// builds the client, then serves /healthz and /login in development mode. The server runs in a process group of its
// own (npm, tsx, the server and any build child), stopped as a whole afterwards, and its port is checked free again
// so nothing it started is left behind for the tests that follow.
//
// FIRST_START_PORT picks the port (8080, the README's, by default; the browser tests use 8090, 8190 and 8290).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import process from 'node:process';

const port = Number(process.env.FIRST_START_PORT ?? 8080);
const READY_WITHIN_MS = 180_000;
const STOPPED_WITHIN_MS = 30_000;
const base = `http://127.0.0.1:${port}`;

const fail = (message, output = '') => {
  process.stderr.write(`${output}\nFirst start: ${message}\n`);
  process.exit(1);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const listening = () =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const answers = async (path) => {
  try {
    return (await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
};
const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (existsSync('dist/client')) fail('dist/client exists; this check needs a clone with no client build');
if (await listening()) fail(`port ${port} is already in use (set FIRST_START_PORT)`);

const started = Date.now();
// The README's command as typed: no NODE_ENV, no keys. detached: a process group of its own, stopped as one.
const env = { ...process.env, PORT: String(port) };
delete env.NODE_ENV;
const server = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
let exited = false;
server.once('exit', () => (exited = true));

/** Waits until both pages answer; the problem if they do not. */
async function served() {
  while (Date.now() - started < READY_WITHIN_MS) {
    if (exited) return 'npm start exited before serving /healthz and /login';
    if ((await answers('/healthz')) && (await answers('/login'))) {
      return /\(development mode\)/.test(output) ? undefined : 'the server did not start in development mode';
    }
    await sleep(1_000);
  }
  return `/healthz and /login did not answer within ${READY_WITHIN_MS / 1000} s`;
}

/** SIGTERM to the whole group, then waits for every process of it to end; the problem if they do not. */
async function stopped() {
  if (!groupAlive(server.pid)) return undefined;
  process.kill(-server.pid, 'SIGTERM');
  const until = Date.now() + STOPPED_WITHIN_MS;
  while (groupAlive(server.pid) && Date.now() < until) await sleep(200);
  if (!groupAlive(server.pid)) return undefined;
  process.kill(-server.pid, 'SIGKILL');
  return `the server did not stop within ${STOPPED_WITHIN_MS / 1000} s of SIGTERM`;
}

const problem = await served();
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const stopProblem = await stopped();
if (problem) fail(problem, output);
if (stopProblem) fail(stopProblem, output);
if (await listening()) fail(`port ${port} is still in use after the server stopped`, output);
process.stdout.write(
  `First start: /healthz and /login answered on port ${port} in ${seconds} s (development mode); stopped, ` +
    'nothing left listening\n',
);
