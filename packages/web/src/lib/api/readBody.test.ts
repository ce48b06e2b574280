import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBody } from './readBody';

/** A real HTTP peer: /whole answers a JSON body; /cut sends the headers and half the body, then drops the connection. */
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = '{"success":true,"data":{"name":"Paul"}}';
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(body.length) });
    if (req.url === '/whole') return void res.end(body);
    res.write(body.slice(0, 12));
    setTimeout(() => res.socket?.destroy(), 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('readBody', () => {
  it('reads a whole JSON body', async () => {
    expect(await readBody(await fetch(`${base}/whole`))).toEqual({ cut: false, body: { success: true, data: { name: 'Paul' } } });
  });

  it('gives undefined for a whole body that is not JSON (a proxy page): an answer all the same', async () => {
    expect(await readBody(new Response('<html>Bad gateway</html>', { status: 502 }))).toEqual({ cut: false, body: undefined });
    expect(await readBody(new Response(''))).toEqual({ cut: false, body: undefined });
  });

  it('says cut when the connection drops after the headers: no answer, not a bad one', async () => {
    const response = await fetch(`${base}/cut`);
    expect(response.ok).toBe(true);
    expect(await readBody(response)).toEqual({ cut: true });
  });

  it('says cut when the call is abandoned while its body is read', async () => {
    const controller = new AbortController();
    const response = await fetch(`${base}/cut`, { signal: controller.signal });
    const reading = readBody(response);
    controller.abort();
    expect(await reading).toEqual({ cut: true });
  });
});
