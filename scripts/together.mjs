// Runs npm scripts side by side and fails when any fails: `npm test` starts the typecheck, the lint (ESLint and the
// format check apart, so the format check takes the core the typecheck frees) and the client build together, since
// each mostly keeps one core busy and CI has two. Each script's output is kept whole and printed when it ends, so the
// log reads script by script instead of interleaved lines.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import process from 'node:process';

const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n── npm run ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code === 0 && !signal);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
