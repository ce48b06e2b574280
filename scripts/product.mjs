// Runs the built product for browser tests and benchmarks, and talks to its API as a client would.
import { spawn } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, SERVER_MALLOC_ENV, SERVER_NODE_ARGS } from './lib.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts packages/server/dist/main.js (as npm start does) on a free port with a throw-away data folder; `nodeArgs` go to node (--cpu-prof) after SERVER_NODE_ARGS. */
export async function startProduct(env = {}, { timeoutMs = 60_000, dataDir: keptDataDir, nodeArgs = [] } = {}) {
  const port = await freePort();
  // A caller-owned data folder is kept after stop; otherwise a throw-away one is made and removed.
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'vault-run-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, 'packages/server/dist/main.js'], {
    cwd: root,
    env: { ...SERVER_MALLOC_ENV, ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/customer/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const JSON_HEADERS = { 'Api-Version': '8', 'Content-Type': 'application/json' };

/** Encrypts a password with the server's current login key, as the browser does. */
export async function encryptPassword(url, plain) {
  const { data } = await (await fetch(`${url}/customer/login/public-key/current`, { headers: JSON_HEADERS })).json();
  const pem = `-----BEGIN PUBLIC KEY-----\n${data.publicKey.match(/.{1,64}/g).join('\n')}\n-----END PUBLIC KEY-----\n`;
  const password = publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64');
  return { keyId: data.keyId, password };
}

/** Waits for an e-mail to `email` newer than `after` in the dev mailbox and returns its 6-digit code. */
export async function waitForMailedCode(url, email, after, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await (await fetch(`${url}/customer/dev/mailbox`, { headers: JSON_HEADERS })).json();
    const mail = (data ?? []).find((m) => m.to === email.toLowerCase() && new Date(m.createdAt) >= after && /\b\d{6}\b/.test(m.text));
    if (mail) return mail.text.match(/\b(\d{6})\b/)[1];
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs in over HTTP (password, then the mailed code) and returns a small client bound to the session. */
export async function apiSignIn(url, email, password) {
  const after = new Date(Date.now() - 1000);
  const step1 = await (await fetch(`${url}/customer/login/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email, ...(await encryptPassword(url, password)) }) })).json();
  if (!step1.success) throw new Error(`sign-in failed: ${JSON.stringify(step1)}`);
  const code = await waitForMailedCode(url, email, after);
  const res = await fetch(`${url}/customer/login/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ challengeId: step1.data.challengeId, code }) });
  let session = (await res.json()).data;
  const setCookies = res.headers.getSetCookie();
  let cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
  const headersFor = (manager, hasBody) => {
    const headers = { 'Api-Version': '8', cookie, authorization: (manager ? session.clientManagerToken : session.csrfToken) ?? '' };
    return hasBody ? { ...headers, 'Content-Type': 'application/json' } : headers;
  };
  const call = async (method, path, body, manager = false) => {
    const res = await fetch(`${url}/customer${path}`, { method, headers: headersFor(manager, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
    // A switch answers a new session: keep its cookie and tokens, as the browser does.
    const renewed = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    const answer = await res.json();
    if (renewed.length && answer.data?.csrfToken) {
      cookie = renewed.join('; ');
      session = answer.data;
    }
    return answer;
  };
  return {
    get cookie() { return cookie; },
    get csrf() { return session.csrfToken; },
    get managerToken() { return session.clientManagerToken; },
    /** The sign-in's answer (the contract's Session) and its Set-Cookie lines, as a browser received them. */
    signedIn: { session, setCookies },
    post: (path, body, manager = false) => call('POST', path, body, manager),
    call,
  };
}
