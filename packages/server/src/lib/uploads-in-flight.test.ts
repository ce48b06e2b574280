import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { countUpload, uploadsQuiet } from './uploads-in-flight.js';

/** A server whose upload route answers when told to. */
async function serverWithHeldUpload() {
  const app = Fastify();
  app.addHook('onRequest', (request, reply, done) => {
    countUpload(request, reply);
    done();
  });
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  // Settles once an upload is in its handler (counted in flight): a fixed wait lost the race on a loaded CI machine.
  let arrived: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  app.post('/upload', async () => {
    arrived();
    await held;
    return { ok: true };
  });
  app.post('/json', async () => ({ ok: true }));
  await app.ready();
  return { app, answer, reached };
}

/** Whether `p` settles within `ms`: short to show it is still held, long enough on a loaded machine to show it is not. */
const settled = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);
const HELD_MS = 50;
const FREED_MS = 2000;

describe('uploads in flight', () => {
  let close: () => Promise<void> = async () => undefined;
  afterEach(() => close());

  it('holds background work until the multipart requests in flight have answered, not for other requests', async () => {
    const { app, answer } = await serverWithHeldUpload();
    close = () => app.close();
    const upload = app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    await new Promise((r) => setTimeout(r, 20));
    const quiet = uploadsQuiet(Date.now() + 5000);
    expect((await app.inject({ method: 'POST', url: '/json', payload: {} })).statusCode).toBe(200);
    expect(await settled(quiet, HELD_MS)).toBe(false);
    answer();
    expect((await upload).statusCode).toBe(200);
    expect(await settled(quiet, FREED_MS)).toBe(true);
    // Nothing in flight: at once.
    expect(await settled(uploadsQuiet(Date.now() + 5000), HELD_MS)).toBe(true);
  });

  it('waits no longer than its deadline while an upload is still in flight', async () => {
    const { app, answer } = await serverWithHeldUpload();
    close = async () => {
      answer();
      await app.close();
    };
    void app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' });
    await new Promise((r) => setTimeout(r, 20));
    const started = Date.now();
    await uploadsQuiet(started + 100);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('counts an upload answered over a real connection out again (keep-alive: the connection stays open)', async () => {
    const { app, answer, reached } = await serverWithHeldUpload();
    close = () => app.close();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const upload = fetch(`${url}/upload`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' });
    await reached;
    const quiet = uploadsQuiet(Date.now() + 5000);
    expect(await settled(quiet, HELD_MS)).toBe(false);
    answer();
    expect((await upload).status).toBe(200);
    expect(await settled(quiet, FREED_MS)).toBe(true);
  });
});
