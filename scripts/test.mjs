// npm test: lint, type checks, then every Vitest project (unit, recognition, server on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL), with the browser journeys running beside them; one summary line at the end.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildIfStale, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
await buildIfStale();

/**
 * Runs the checks as many at a time as the machine has cores, longest first, each one's output printed whole when it
 * ends. One after another they took ~70 s of a CI run on 2 cores, most of it one core waiting for a single tsc.
 */
async function runChecks(list) {
  const queue = [...list];
  const done = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, command, args } = next;
      const out = [];
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
      const status = await new Promise((resolve) => {
        child.on('error', (error) => (out.push(Buffer.from(`${error}\n`)), resolve(1)));
        child.on('close', (code) => resolve(code ?? 1));
      });
      console.log(`\n▶ ${name}`);
      process.stdout.write(Buffer.concat(out));
      console.log(status === 0 ? `✓ ${name}` : `✗ ${name}`);
      done.push({ name, ok: status === 0 });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, lane));
  return done;
}

const typecheck = (pkg) => ({ name: `typecheck ${pkg}`, command: 'npx', args: ['tsc', '-p', pkg, '--noEmit'] });
const checks = await runChecks([
  // Longest first (seconds on this machine, one at a time: web 18, server 17, lint 14, the rest 4-7).
  typecheck('packages/web'),
  typecheck('packages/server'),
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  ...['e2e', 'bench', 'packages/recognition', 'packages/contract'].map(typecheck),
]);

// The generated passports print their zones in OCR-B; with another font the recognition accuracy tests fail.
const fonts = spawnSync('fc-list', [':family=OCR B'], { encoding: 'utf8' });
const missingOcrB = !fonts.error && !fonts.stdout.trim();
if (missingOcrB) console.log('\n! The OCR-B font is missing (apt-get install fonts-ocr-b): the recognition accuracy tests will fail.');

const reportDir = join(root, 'test-results');
mkdirSync(reportDir, { recursive: true });
console.log(`\n▶ tests${process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite; set TEST_DATABASE_URL to add PostgreSQL)'}`);

/** Runs Vitest with a JSON report; `prefix` marks each output line when two runs share the terminal. */
function vitest(report, args, env = {}, prefix = '') {
  rmSync(report, { force: true });
  const child = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve({ report, status: code ?? 1 })));
}

// With no arguments the browser journeys (one file at a time, their own server and Chromium) run beside the
// other projects instead of after them: each group has a worker, and a run takes the longer of the two.
const args = process.argv.slice(2);
const projectNames = ['unit', 'recognition', 'server-pglite', ...(process.env.TEST_DATABASE_URL ? ['server-postgres'] : [])];
const split = args.length === 0 && !process.env.TEST_PROJECTS;
const runs = split
  ? await Promise.all([
      vitest(join(reportDir, 'vitest.json'), [], { TEST_PROJECTS: projectNames.join(',') }),
      vitest(join(reportDir, 'vitest-e2e.json'), [], { TEST_PROJECTS: 'e2e' }, '[e2e] '),
    ])
  : [await vitest(join(reportDir, 'vitest.json'), args)];

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { report, status } of runs) {
  let counted = 0;
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + result.numTodoTests;
    counted = result.numFailedTests;
  }
  if (status !== 0 && counted === 0) failed += 1; // the runner itself failed (setup error, crash)
}
const failedChecks = checks.filter((c) => !c.ok);
for (const c of failedChecks) console.log(`failed check: ${c.name}`);
if (missingOcrB && failed > 0) console.log('The OCR-B font is missing (apt-get install fonts-ocr-b): the recognition accuracy tests need it.');
const total = failed + failedChecks.length;
console.log(`\ntests: ${passed} passed, ${total} failed, ${skipped} skipped`);
process.exit(total > 0 || passed === 0 ? 1 : 0);
