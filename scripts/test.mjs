// npm test: lint, type checks, then every Vitest project (unit, server on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, and browser journeys), ending with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
await buildIfStale();

const checks = [];
const check = (name, command, args) => {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args) === 0;
  checks.push({ name, ok });
  console.log(ok ? `✓ ${name}` : `✗ ${name}`);
};

check('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
for (const pkg of ['packages/contract', 'packages/recognition', 'packages/server', 'packages/web', 'e2e', 'bench']) {
  check(`typecheck ${pkg}`, 'npx', ['tsc', '-p', pkg, '--noEmit']);
}

const reportDir = join(root, 'test-results');
mkdirSync(reportDir, { recursive: true });
const report = join(reportDir, 'vitest.json');
rmSync(report, { force: true });
console.log(`\n▶ tests${process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite; set TEST_DATABASE_URL to add PostgreSQL)'}`);
const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests;
  skipped = result.numPendingTests + result.numTodoTests;
}
if (status !== 0 && failed === 0) failed = 1; // the runner itself failed (setup error, crash)
const failedChecks = checks.filter((c) => !c.ok);
for (const c of failedChecks) console.log(`failed check: ${c.name}`);
const total = failed + failedChecks.length;
console.log(`\ntests: ${passed} passed, ${total} failed, ${skipped} skipped`);
process.exit(total > 0 || passed === 0 ? 1 : 0);
