// A stand-in recognition worker for the busy test: it starts, then never answers, so the pool stays full.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => undefined);
parentPort.postMessage({ ready: true });
