import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${url}/customer/health`)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs the built server bundle (as npm start does) on a free port with a throw-away data folder. */
export async function startProduct(env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vault-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '10000', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(url, child);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const H = { 'Api-Version': '8', 'Content-Type': 'application/json' };

export async function encrypt(url: string, plain: string) {
  const res = (await (await fetch(`${url}/customer/login/public-key/current`, { headers: H })).json()) as { data: { keyId: string; publicKey: string } };
  const key = `-----BEGIN PUBLIC KEY-----\n${res.data.publicKey.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { keyId: res.data.keyId, password: publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain)).toString('base64') };
}

/** Signs in through the API (password, then the code from the dev mailbox); returns cookie + CSRF. */
export async function signIn(url: string, email: string, password: string) {
  const step1 = (await (await fetch(`${url}/customer/login/login`, { method: 'POST', headers: H, body: JSON.stringify({ email, ...(await encrypt(url, password)) }) })).json()) as { data: { challengeId: string } };
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const mail = (await (await fetch(`${url}/customer/dev/mailbox`, { headers: H })).json()) as { data: Array<{ to: string; text: string }> };
    code = mail.data.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const res = await fetch(`${url}/customer/login/login`, { method: 'POST', headers: H, body: JSON.stringify({ challengeId: step1.data.challengeId, code }) });
  const body = (await res.json()) as { data: { csrfToken: string } };
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, csrf: body.data.csrfToken };
}
