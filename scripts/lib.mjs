// Helpers for the start, build and test scripts. Plain Node: they run before dependencies exist.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * glibc settings the server runs with (read when a process starts, so npm start runs the server as a child that has
 * them; README, "Configuration"). Two arenas keep the memory of pictures drawn on many threads at once bounded; a fixed
 * mmap threshold of 8 MiB keeps every large block (a PDF's file-sized read buffer in pdf.js, picture buffers) in its
 * own mapping, returned when freed and resident only where written, instead of in an arena glibc grows after the first
 * 20 MB block is freed (docs/performance.md, "PDF uploads without a forced collection"). 64 KiB, which maps the pieces
 * upload bodies are read into as well, lowered upload memory by 5-15 MiB but cost Word and PNG uploads 12-18 % more CPU
 * (sixteenth pass): not taken. Recognition and face workers set their own 8 MiB (worker/pool.ts).
 */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: String(8 * 1024 * 1024) };

/**
 * V8 settings the server runs with, on node's command line (V8 takes them only there: NODE_OPTIONS refuses them; npm
 * start, the test and bench launchers and the README's deployment line all pass them). An old generation of 80 MB from
 * the start: every upload's body arrives through node's HTTP parser as fresh 64 KB buffers, and a server whose old
 * generation's limit sits just above its ~50 MB live heap collects them with full collections, five or more a round of
 * ten uploads, instead of scavenges. With room from the start such rounds are rarer and cheaper (docs/performance.md,
 * eleventh pass).
 */
export const SERVER_NODE_ARGS = ['--initial-old-space-size=80'];

export function run(command, args, opts = {}) {
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

export function mustRun(command, args, opts = {}) {
  const status = run(command, args, opts);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

/** Hash of file paths, sizes and contents under the given folders (skipping build output). */
export function hashTree(paths) {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        walk(join(p, name));
      }
    } else {
      hash.update(p.slice(root.length));
      hash.update(readFileSync(p));
    }
  };
  for (const p of paths) walk(join(root, p));
  return hash.digest('hex');
}

const stampOf = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const lock = join(root, 'package-lock.json');
  const stampFile = join(root, 'node_modules', '.vault-install-stamp');
  const wanted = hashTree(['package-lock.json', 'package.json', 'packages/contract/package.json', 'packages/server/package.json', 'packages/web/package.json', 'packages/recognition/package.json', 'e2e/package.json', 'bench/package.json']);
  if (existsSync(join(root, 'node_modules')) && stampOf(stampFile) === wanted) return;
  console.log('Installing dependencies (npm ci)...');
  mustRun('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  writeFileSync(stampFile, wanted);
}

/** Builds the web app and the server bundle when their sources changed since the last build. */
export async function buildIfStale({ force = false } = {}) {
  const webHash = hashTree(['packages/web', 'packages/contract/src']);
  const webStamp = join(root, 'packages/web/dist/.build-stamp');
  if (force || stampOf(webStamp) !== webHash || !existsSync(join(root, 'packages/web/dist/index.html'))) {
    console.log('Building the web app...');
    mustRun('npm', ['run', 'build', '-w', '@vault/web']);
    writeFileSync(webStamp, webHash);
  }
  const serverHash = hashTree(['packages/server/src', 'packages/server/drizzle', 'packages/server/package.json', 'packages/contract/src', 'packages/recognition/src']);
  const serverStamp = join(root, 'packages/server/dist/.build-stamp');
  if (force || stampOf(serverStamp) !== serverHash || !existsSync(join(root, 'packages/server/dist/main.js'))) {
    console.log('Building the server...');
    const { build } = await import('esbuild');
    const depsOf = (dir) => Object.keys(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).dependencies ?? {});
    // Our workspace packages are bundled; third-party packages (the recognition library's native and
    // wasm ones too) load from node_modules as usual.
    const external = [...new Set([...depsOf('packages/server'), ...depsOf('packages/recognition')])].filter((d) => !d.startsWith('@vault/')).flatMap((d) => [d, `${d}/*`]);
    const common = { bundle: true, platform: 'node', target: 'node20', format: 'esm', sourcemap: true, external, logLevel: 'warning' };
    await build({ ...common, entryPoints: [join(root, 'packages/server/src/main.ts')], outfile: join(root, 'packages/server/dist/main.js') });
    // The recognition worker (a forked process) is its own file beside the bundle: the library starts
    // ./recognition-worker.js relative to the module that imports it (defaultWorkerUrl in its pool.ts).
    await build({ ...common, entryPoints: [join(root, 'packages/recognition/src/worker/entry.ts')], outfile: join(root, 'packages/server/dist/recognition-worker.js') });
    // The face worker of the liveness check likewise: ./face-worker.js (defaultFaceWorkerUrl in face/pool.ts).
    await build({ ...common, entryPoints: [join(root, 'packages/recognition/src/face/entry.ts')], outfile: join(root, 'packages/server/dist/face-worker.js') });
    writeFileSync(serverStamp, serverHash);
  }
}
