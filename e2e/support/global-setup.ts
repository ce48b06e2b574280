import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/lib.mjs';
import { startProduct } from '../../scripts/product.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Runs the built product (web + API) as `npm start` does, on its own port and data folder. */
export default async function setup(project: TestProject) {
  await buildIfStale();
  const product = await startProduct({ RATE_LIMIT_FACTOR: '100', NODE_ENV: 'development' });
  project.provide('baseUrl', product.url);
  return () => product.stop();
}
