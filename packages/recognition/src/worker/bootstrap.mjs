// Worker start when the library runs from its TypeScript sources (tests, tsx, the dev server):
// register tsx in this process, then load the real entry. A bundled server ships a built worker instead.
import { register } from 'tsx/esm/api';

register();
await import('./entry.ts');
