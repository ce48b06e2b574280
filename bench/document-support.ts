// Shared by the document benches: the built server as a child process whose pid we know (to sample its
// memory), and a session for Alice.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, SERVER_MALLOC_ENV, SERVER_NODE_ARGS } from '../scripts/lib.mjs';
import { apiSignIn, freePort } from '../scripts/product.mjs';

export interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * packages/server/dist/main.js (or BENCH_SERVER_ENTRY: another build, e.g. main's, for a before/after pair) on a free
 * port with the given data folder (and env), node started with SERVER_NODE_ARGS as npm start does; BENCH_SERVER_NODE_ARGS
 * replaces them when set (`''` for none, or e.g. `--initial-old-space-size=80 --cpu-prof --cpu-prof-dir=/tmp/p`).
 * BENCH_SERVER_STDOUT=1 sends the server's standard output to this process's standard error (`--trace-gc`'s lines).
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  // BENCH_PORT: a fixed port (sessions sharing a machine each keep to their own range); a free one otherwise.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS === undefined ? SERVER_NODE_ARGS : process.env.BENCH_SERVER_NODE_ARGS.split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, process.env.BENCH_SERVER_ENTRY ?? 'packages/server/dist/main.js'], {
    cwd: root,
    // glibc's settings as npm start and the README's deployment run it (overridable from the environment).
    env: { ...SERVER_MALLOC_ENV, ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '10000', ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 2 : 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000; // migrations on a busy 2-core machine can take a minute
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    if (await fetch(`${url}/customer/health`).then((r) => r.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))));
  return { url, child, stop };
}

/** Resident memory of a process in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
}

/** CPU time (user + system, every thread) a process has used so far, in seconds (Linux /proc, 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds so far per thread name (Linux /proc/<pid>/task/<tid>/stat): `main` (the event loop), `node (other
 * threads)` (libuv's pool: file system calls; V8's garbage collection helpers), `libvips worker`, the PDF worker...
 * Threads that ended are not counted, so take differences between two readings of live threads only.
 */
export function threadCpuSeconds(pid: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // Node's own threads (libuv's pool, V8's helpers) keep the name `node`: the main thread is told apart by its id.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/[0-9]+$/, '').trim();
      const name = tid === String(pid) ? 'main' : comm === 'node' ? 'node (other threads)' : comm;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out[name] = (out[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

/** `after - before` per thread name, rounded to 10 ms, largest first; names with no time left out. */
export function threadCpuDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const delta = Object.entries(after).map(([name, s]) => [name, Math.round((s - (before[name] ?? 0)) * 100) / 100] as const);
  return Object.fromEntries(delta.filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]));
}

/** Samples a process's RSS every `everyMs` until stopped; returns the peak. */
export function sampleRss(pid: number, everyMs = 25) {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMiB(pid));
    } catch {
      // the process ended
    }
  }, everyMs);
  return { stop: () => (clearInterval(timer), peak) };
}

/** Headers of Alice's session for fetch. */
export async function aliceHeaders(url: string): Promise<Record<string, string>> {
  const session = await apiSignIn(url, 'alice@example.com', 'Demo!Pass1');
  return { 'Api-Version': '8', cookie: session.cookie, authorization: session.csrf };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Runs SQL against the product's database while no server holds it (PGlite) or beside it (PostgreSQL). */
export type Exec = (sql: string) => Promise<unknown>;
/** Starts the built server on the current data, runs `fn` with its URL, stops it. */
export type WithServer = <T>(fn: (url: string) => Promise<T>) => Promise<T>;

/**
 * Runs a bench scenario on the embedded PGlite (data loaded between server starts: PGlite allows one
 * process) and, with BENCH_DATABASE_URL, on a fresh PostgreSQL database made and dropped on that server.
 * `prepare` runs once on each freshly migrated and seeded database before the scenario.
 */
export async function onEachDatabase(label: string, scenario: (exec: Exec, withServer: WithServer) => Promise<unknown>, prepare?: (exec: Exec) => Promise<void>) {
  const runs: { database: string; results: unknown }[] = [];
  const serverOn = (folder: string, env: Record<string, string> = {}): WithServer => async (fn) => {
    const server = await startServer(folder, env);
    try {
      return await fn(server.url);
    } finally {
      await server.stop();
    }
  };
  const dataDir = mkdtempSync(join(tmpdir(), `vault-${label}-bench-`));
  try {
    await (await startServer(dataDir)).stop(); // migrate and seed
    await new Promise((r) => setTimeout(r, 2000));
    const { PGlite } = await import('@electric-sql/pglite');
    const exec: Exec = async (sql) => {
      const db = await PGlite.create(join(dataDir, 'db'));
      try {
        return await db.exec(sql);
      } finally {
        await db.close();
      }
    };
    await prepare?.(exec);
    runs.push({ database: 'embedded PGlite', results: await scenario(exec, serverOn(dataDir)) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!process.env.BENCH_DATABASE_URL) return runs;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `vault_${label.replace(/\W/g, '_')}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), APP_SECRET: 'bench-secret-bench-secret-bench-secret!!', SEED_DEMO: 'true', DEV_TOOLS: 'true' };
  const folder = mkdtempSync(join(tmpdir(), `vault-${label}-pg-`));
  try {
    await (await startServer(folder, env)).stop(); // migrate and seed
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const exec: Exec = (sql) => client.query(sql);
      await prepare?.(exec);
      runs.push({ database: 'PostgreSQL', results: await scenario(exec, serverOn(folder, env)) });
    } finally {
      await client.end();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  }
  return runs;
}
