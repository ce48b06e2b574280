// npm start: install when needed, build when sources changed, then run the server (embedded defaults).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ensureInstalled, root, SERVER_MALLOC_ENV } from './lib.mjs';

const started = Date.now();
ensureInstalled();
await buildIfStale();
process.chdir(root);
process.env.STARTED_AT ??= String(started);
const entry = join(root, 'packages/server/dist/main.js');

const missing = Object.keys(SERVER_MALLOC_ENV).filter((name) => !process.env[name]);
if (process.platform === 'linux' && missing.length) {
  // glibc reads its settings when a process starts: the server runs as a child that has them (SERVER_MALLOC_ENV,
  // values already in the environment win); a deployment starting main.js itself sets them in the service's
  // environment (README).
  const child = spawn(process.execPath, [...process.execArgv, entry, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...SERVER_MALLOC_ENV, ...process.env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
} else {
  await import(pathToFileURL(entry).href);
}
