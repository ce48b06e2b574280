import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM } from './chromium.js';
import { buildIfStale } from '../../scripts/lib.mjs';
import { freePort, startProduct } from '../../scripts/product.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Port on 127.0.0.1 the document journeys serve linked images from (a trusted host of the product). */
    documentLinkPort: number;
    /** The Chromium every journey file connects to (support/browser.ts launchBrowser). */
    browserWsEndpoint: string;
  }
}

/** Runs the built product (web + API) as `npm start` does, on its own port and data folder. */
export default async function setup(project: TestProject) {
  await buildIfStale();
  // Add-by-URL: the journeys start their own image server on this port; trusting 127.0.0.1:<port>
  // lets the product fetch from it while every other private address stays refused.
  const documentLinkPort = await freePort();
  const product = await startProduct({
    RATE_LIMIT_FACTOR: '100',
    LOGIN_THROTTLE_FACTOR: '100',
    NODE_ENV: 'development',
    DOCUMENT_URL_DOMAINS: 'docs.example.com',
    DOCUMENT_URL_TRUSTED_HOSTS: `127.0.0.1:${documentLinkPort}`,
    // PGlite's start-up took 40-60 s with the 2 cores at load 20-26 (several sessions' tests at once).
  }, { timeoutMs: 180_000 });
  project.provide('baseUrl', product.url);
  project.provide('documentLinkPort', documentLinkPort);
  const browser = await chromium.launchServer(CHROMIUM);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await product.stop();
  };
}
