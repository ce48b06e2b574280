// npm start: install when needed, build when sources changed, then run the server (embedded defaults).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, ensureInstalled, root } from './lib.mjs';

const started = Date.now();
ensureInstalled();
await buildIfStale();
process.chdir(root);
process.env.STARTED_AT ??= String(started);
await import(pathToFileURL(join(root, 'packages/server/dist/main.js')).href);
