import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { profiles } from './profiles.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A multipart body with one `file` part, as a browser form sends it. */
function multipart(file: Buffer, filename: string, type: string) {
  const boundary = '----vaulttest7d1f';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(c: Client, path: string, file: Buffer, filename = 'me.png', type = 'image/png') {
  const { payload, headers } = multipart(file, filename, type);
  return c.call<{ photo: string }>('POST', path, payload, { headers });
}

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#1f4e79' } }).png().toBuffer();

describe('profile photos', () => {
  it('stores the person’s picture re-encoded as a 256 px WebP and shows it in personal info', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.alice, DEMO.password);
    const res = await upload(c, '/customer-user/individualPhoto', await png(800, 600));
    expect(res.body.success).toBe(true);
    const stored = Buffer.from(res.body.data!.photo.replace(/^data:image\/webp;base64,/, ''), 'base64');
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await c.call<{ photo: string }>('GET', '/customer-user/personal-info')).body.data!.photo).toBe(res.body.data!.photo);
  });

  it('refuses what is not a picture, whatever its name, and files over 5 MB, and changes nothing', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.carol, DEMO.password);
    const fake = await upload(c, '/customer-user/individualPhoto', Buffer.from('<html><script>alert(1)</script></html>'), 'me.png');
    expect(fake.status).toBe(422);
    expect(fake.body.errorCode).toBe('30000001');
    const big = await upload(c, '/customer-user/individualPhoto', Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.errorCode).toBe('30000002');
    expect((await c.call<{ photo: string | null }>('GET', '/customer-user/personal-info')).body.data!.photo).toBeNull();
    expect((await c.call('POST', '/customer-user/individualPhoto', { file: 'x' })).body.errorCode).toBe('00000002');
  });

  it('answers 400 30000114 for a body cut short or random bytes behind a boundary, like the vault, and keeps nothing', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.alice, DEMO.password);
    const before = (await c.call<{ photo: string | null }>('GET', '/customer-user/personal-info')).body.data!.photo;
    const whole = multipart(await png(300, 300), 'me.png', 'image/png');
    const cut = whole.payload.subarray(0, whole.payload.length - 200);
    const random = Buffer.concat([Buffer.from('--x\r\n'), randomBytes(4096)]);
    for (const [payload, headers] of [
      [cut, whole.headers],
      [random, { 'content-type': 'multipart/form-data; boundary=x' }],
      [Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG'), { 'content-type': 'multipart/form-data; boundary=x' }],
    ] as const) {
      const res = await c.call('POST', '/customer-user/individualPhoto', payload, { headers });
      expect([res.status, res.body.errorCode]).toEqual([400, '30000114']);
    }
    expect((await c.call<{ photo: string | null }>('GET', '/customer-user/personal-info')).body.data!.photo).toBe(before);
    expect(await readdir(t.ctx.tempDir).catch(() => [])).toEqual([]);
  });

  it('refuses a second file and a picture named like a formula', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.alice, DEMO.password);
    const one = await png(300, 300);
    const boundary = 'two';
    const part = (name: string) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`), one, Buffer.from('\r\n')]);
    const two = Buffer.concat([part('a.png'), part('b.png'), Buffer.from(`--${boundary}--\r\n`)]);
    const res = await c.call('POST', '/customer-user/individualPhoto', two, { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.body.errorCode).toBe('30000005');
    expect((await upload(c, '/customer-user/individualPhoto', one, '\u00A0=1.png')).body.errorCode).toBe('00000006');
  });

  it('lets a company administrator set the logo of the company it acts as, and no one else', async () => {
    const [corporate] = await t.ctx.db.select().from(profiles).where(eq(profiles.tradingName, 'Chen Trading Ltd'));
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    // Acting as herself, there is no company to set a logo for.
    expect((await upload(carol, '/customer-user/corporation/1/photo', await png(300, 300))).status).toBe(404);
    carol.adopt((await carol.call<Record<string, unknown>>('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: corporate!.id } })).body.data!);
    expect((await upload(carol, '/customer-user/corporation/1/photo', await png(300, 300))).body.success).toBe(true);
    expect((await carol.call<{ photo: string | null }>('POST', '/customer-user/corporate-info', {})).body.data!.photo).toMatch(/^data:image\/webp;base64,/);
    expect((await upload(carol, '/customer-user/corporation/2/photo', await png(300, 300))).body.errorCode).toBe('00000002');
  });
});
