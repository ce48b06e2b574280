// npm start: install when needed, build when sources changed, then run the server (embedded defaults).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, ensureInstalled, root, SERVER_MALLOC_ENV, SERVER_NODE_ARGS } from './lib.mjs';

const started = Date.now();
ensureInstalled();
await buildIfStale();
process.chdir(root);
process.env.STARTED_AT ??= String(started);
const entry = join(root, 'packages/server/dist/main.js');

// The server runs as a child: V8 takes SERVER_NODE_ARGS only on node's command line, and glibc reads its settings
// (SERVER_MALLOC_ENV, values already in the environment win) when a process starts. A deployment starting main.js
// itself passes both the same way (README, "Configuration").
const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...process.execArgv, entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...SERVER_MALLOC_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
