import { connect, type AddressInfo } from 'node:net';
import { API_VERSION, SESSION_COOKIE } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../test/harness.js';

// HTTP behaviour, whatever the database: run once, on the embedded one (each run sends 800 MB).
describe.skipIf(process.env.TEST_DB === 'postgres')('a refusal sent while the body is still arriving', () => {
  let t: TestApp;
  let alice: Client;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('reaches clients still streaming an over-limit upload: 413 and its code, not a reset connection', async () => {
    // undici streams a Blob body in pieces; without the drain 4 of 40 such uploads (8 at a time) saw ECONNRESET.
    const data = new Blob([Buffer.alloc(32 * 1024 * 1024, 7)]);
    const headers = { 'api-version': API_VERSION, cookie: `lang=en; ${SESSION_COOKIE}=${alice.cookie}`, authorization: alice.csrf! };
    const one = async () => {
      const body = new FormData();
      body.set('docType', 'UB');
      body.set('files', data, 'big.pdf');
      try {
        const res = await fetch(`${url}/customer/doc-mgr/custom-upload-with-properties`, { method: 'POST', headers, body });
        return `${res.status} ${((await res.json()) as { errorCode: string }).errorCode}`;
      } catch (error) {
        return `failed: ${String((error as Error).cause ?? error)}`;
      }
    };
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round++) outcomes.push(...(await Promise.all(Array.from({ length: 8 }, one))));
    expect(outcomes).toEqual(Array(24).fill('413 30000003'));
    // 24 uploads of 32 MB: 14 s quiet, 55 s on a busy CI machine.
  }, 180_000);

  it('answers a sender that stopped halfway once it has been idle a few seconds, without waiting for the rest', async () => {
    const boundary = 'drain-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="docType"\r\n\r\nUB\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const socket = connect((t.app.server.address() as AddressInfo).port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    const request = [
      'POST /customer/doc-mgr/custom-upload-with-properties HTTP/1.1',
      'Host: 127.0.0.1',
      `api-version: ${API_VERSION}`,
      `cookie: lang=en; ${SESSION_COOKIE}=${alice.cookie}`,
      `authorization: ${alice.csrf!}`,
      `content-type: multipart/form-data; boundary=${boundary}`,
      // Declared 40 MB; 32 MB of the file sent (over its limit), then nothing more, the connection left open.
      `content-length: ${40 * 1024 * 1024}`,
      'connection: close',
    ].join('\r\n');
    socket.write(`${request}\r\n\r\n${head}`);
    await new Promise<void>((resolve) => socket.write(Buffer.alloc(32 * 1024 * 1024, 7), () => resolve()));
    const sent = Date.now();
    const first = await Promise.race([answer, new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 30 s'), 30_000))]);
    socket.destroy();
    expect(first).toMatch(/^HTTP\/1\.1 413 /);
    expect(first).toContain('30000003');
    // The idle bound (5 s), not the total one (60 s).
    expect(Date.now() - sent).toBeLessThan(30_000);
  }, 60_000);
});
