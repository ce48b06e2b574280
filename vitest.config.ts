import { defineConfig } from 'vitest/config';

/**
 * One runner for the whole suite. Server tests run once against PGlite and, when TEST_DATABASE_URL
 * is set, once more against that PostgreSQL server. Browser journeys run last against a real server
 * process in headless Chromium.
 */
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Server test files that run on the embedded database only, not again on PostgreSQL: they never open the project's
 * database (rules, files, storage, the data-folder lock, the embedded backup), or what they check is HTTP, a file or a
 * protocol peer the database has no part in. Twice, they cost a CI run about a minute and a half for nothing.
 */
const DATABASE_BLIND = [
  'db/lock', 'env', 'app.web', 'plugins/api-guards', 'plugins/foundation',
  'lib/heap-trim', 'lib/safe-fetch', 'lib/serializer', 'lib/tagged-cache', 'lib/uploads-in-flight',
  'modules/auth/throttle', 'modules/mail/smtp', 'modules/liveness/liveness.limits',
  'modules/documents/documents.rules', 'modules/documents/documents.url', 'modules/profiles/score.rules',
  'modules/recognition/recognition.rules', 'modules/recognition/recognition.busy', 'modules/requests/requests.rules',
  'modules/documents/files/budget', 'modules/documents/files/inspect', 'modules/documents/files/render',
  'modules/documents/files/spool-strip', 'modules/documents/files/strip',
  'modules/storage/backup', 'modules/storage/blob-store-fs', 'modules/storage/blob-store-s3', 'modules/storage/file-hasher',
  'modules/storage/spool', 'modules/storage/sweep',
].map((file) => `packages/server/src/${file}.test.ts`);
const only = process.env.TEST_PROJECTS?.split(',');

const projects = [
  {
    test: {
      name: 'unit',
      include: ['packages/contract/src/**/*.test.ts', 'packages/web/src/**/*.test.{ts,tsx}', 'packages/recognition/src/**/*.test.ts'],
      exclude: ['**/node_modules/**', 'packages/recognition/src/**/*.accuracy.test.ts'],
      environment: 'node',
      // Files share one module graph: loading it again for each file was 80 % of this project's time.
      isolate: false,
    },
  },
  {
    // Reads the generated corpus with the real OCR models in worker threads: minutes, not seconds.
    test: {
      name: 'recognition',
      include: ['packages/recognition/src/**/*.accuracy.test.ts'],
      testTimeout: 600_000,
      hookTimeout: 120_000,
    },
  },
  {
    test: {
      name: 'server-pglite',
      include: ['packages/server/src/**/*.test.ts'],
      env: { TEST_DB: 'pglite' },
      globalSetup: ['packages/server/src/test/global-setup.ts'],
      // Each file builds its own app on its own database; the server's modules are loaded once (docs/decisions.md).
      isolate: false,
      testTimeout: 60_000,
      // Set-up signs several people in (argon2): on a busy 2-core machine that alone can take a minute.
      hookTimeout: 180_000,
    },
  },
  ...(withPostgres
    ? [
        {
          test: {
            name: 'server-postgres',
            include: ['packages/server/src/**/*.test.ts'],
            exclude: ['**/node_modules/**', ...DATABASE_BLIND],
            env: { TEST_DB: 'postgres' },
            globalSetup: ['packages/server/src/test/global-setup.ts'],
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 180_000,
          },
        },
      ]
    : []),
  {
    test: {
      name: 'e2e',
      include: ['e2e/**/*.spec.ts'],
      globalSetup: ['e2e/support/global-setup.ts'],
      // A failed journey prints what its open pages showed (address, text, console errors, failed calls).
      setupFiles: ['e2e/support/setup.ts'],
      // One retry: journeys share one server and 2 cores with the other projects; a timing flake (seen once in
      // four full runs each for a few journeys) must not fail CI. A real failure fails twice.
      retry: 1,
      testTimeout: 90_000,
      hookTimeout: 120_000,
      // expect.poll's own default is 1 s: a page whose chunk arrives late on a loaded machine (a /404 showing 'Loading…'
      // for 1.5 s) failed a journey that would have passed a moment later.
      expect: { poll: { timeout: 10_000 } },
      fileParallelism: false,
    },
  },
].filter((p) => !only || only.includes(p.test.name));

export default defineConfig({ test: { projects } });
