// npm run build: install if needed, then build the web app and the server bundle.
import { buildIfStale, ensureInstalled } from './lib.mjs';

ensureInstalled();
await buildIfStale({ force: process.argv.includes('--force') });
