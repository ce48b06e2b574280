// Cold `npm start` on a fresh clone of this repository: once with the install included (empty
// node_modules, npm's cache as the machine has it) and once more with it excluded (second start,
// which also keeps the data). Prints JSON.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { freePort } from '../scripts/product.mjs';

async function timeStart(dir: string): Promise<number> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn('npm', ['start'], { cwd: dir, env: { ...process.env, PORT: String(port) }, stdio: 'ignore', detached: true });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/customer/health`)).ok) break;
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error('npm start exited');
    await new Promise((r) => setTimeout(r, 200));
  }
  const elapsed = Date.now() - started;
  process.kill(-child.pid!, 'SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return elapsed;
}

const dir = mkdtempSync(join(tmpdir(), 'vault-clone-'));
try {
  spawnSync('git', ['clone', '-q', root, dir], { stdio: 'inherit' });
  const withInstall = await timeStart(dir);
  // Rebuild from scratch with dependencies present: remove build output and data.
  rmSync(join(dir, 'packages/web/dist'), { recursive: true, force: true });
  rmSync(join(dir, 'packages/server/dist'), { recursive: true, force: true });
  rmSync(join(dir, 'data'), { recursive: true, force: true });
  const installExcluded = await timeStart(dir);
  const warm = await timeStart(dir);
  const out = {
    bench: 'cold-start',
    at: new Date().toISOString(),
    coldWithInstallMs: withInstall,
    coldInstallExcludedMs: installExcluded,
    secondStartMs: warm,
    note: 'time from `npm start` to /customer/health answering; install uses the machine npm cache',
  };
  console.log(JSON.stringify(out, null, 2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
