// Face worker start from the TypeScript sources (tests, tsx, the dev server); a bundled server ships face-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./entry.ts');
