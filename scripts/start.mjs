// npm start: install when needed, build when sources changed, then run the server (embedded defaults).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ensureInstalled, root } from './lib.mjs';

const started = Date.now();
ensureInstalled();
await buildIfStale();
process.chdir(root);
process.env.STARTED_AT ??= String(started);
const entry = join(root, 'packages/server/dist/main.js');

if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) {
  // glibc reads MALLOC_ARENA_MAX when a process starts: the server runs as a child that has it. Two arenas keep
  // the memory of pictures drawn on many threads at once bounded (docs/performance.md, "Turned pictures keep
  // their tag"); a deployment starting main.js itself sets it in the service's environment (README).
  const child = spawn(process.execPath, [...process.execArgv, entry, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, MALLOC_ARENA_MAX: '2' } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
} else {
  await import(pathToFileURL(entry).href);
}
