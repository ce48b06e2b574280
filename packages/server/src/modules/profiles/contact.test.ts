import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIMITS } from '@vault/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, latestCode, mailTo, type TestApp } from '../../test/harness.js';
import { emailOutbox } from '../mail/mail.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function latestSms(app: TestApp, phone: string) {
  const [row] = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, phone)).orderBy(desc(emailOutbox.createdAt));
  return row;
}

describe('changing the sign-in e-mail', () => {
  it('moves the account to the new address after its code, and tells the old one', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.alice, DEMO.password);
    const started = await c.call<{ flowId: string; maskedTo: string }>('POST', '/customer-user/send-code-for-change-email', { newEmail: 'Alice.New@Example.com' });
    expect(started.body.data!.maskedTo).toBe('a******w@example.com');
    const code = await latestCode(t, 'alice.new@example.com');
    expect((await c.call('POST', '/customer-user/change-email', { flowId: started.body.data!.flowId, code: code === '000000' ? '111111' : '000000' })).body.errorCode).toBe('10000002');
    expect((await c.call('POST', '/customer-user/change-email', { flowId: started.body.data!.flowId, code })).body.data).toEqual({ email: 'alice.new@example.com' });
    expect((await mailTo(t, DEMO.alice))[0]!.subject).toBe('Your e-mail address was changed');
    await new Client(t).signIn('alice.new@example.com', DEMO.password);
    expect((await c.call<{ email: string }>('GET', '/customer-user/personal-info')).body.data!.email).toBe('alice.new@example.com');
  });

  it('answers the same for an address someone else uses, but it never verifies; business addresses get 70000115', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.paul, DEMO.password);
    const taken = await c.call<{ flowId: string }>('POST', '/customer-user/send-code-for-change-email', { newEmail: DEMO.carol });
    expect(taken.body.success).toBe(true);
    expect((await c.call('POST', '/customer-user/change-email', { flowId: taken.body.data!.flowId, code: '123456' })).body.errorCode).toBe('10000002');
    expect((await c.call('POST', '/customer-user/send-code-for-change-email', { newEmail: 'office@chentrading.example.com' })).body.errorCode).toBe('70000115');
    // Another person cannot finish someone else's change.
    const other = new Client(t);
    await other.signIn(DEMO.carol, DEMO.password);
    const mine = await other.call<{ flowId: string }>('POST', '/customer-user/send-code-for-change-email', { newEmail: 'carol.two@example.com' });
    const code = await latestCode(t, 'carol.two@example.com');
    expect((await c.call('POST', '/customer-user/change-email', { flowId: mine.body.data!.flowId, code })).body.errorCode).toBe('10000002');
  });

});

describe('verifying a phone number', () => {
  it('texts a code (kept in the outbox without a gateway) and marks the phone verified; the score follows', async () => {
    const c = new Client(t);
    await c.signIn(DEMO.carol, DEMO.password);
    const before = (await c.call<{ items: Array<{ item: string; valid: boolean }> }>('GET', '/customer-user/score')).body.data!;
    expect(before.items.find((i) => i.item === 'phoneVerified')!.valid).toBe(false);
    expect((await c.call('POST', '/customer-user/send-phone-code', { phone: '07' })).body.errorCode).toBe('00000002');
    const started = await c.call<{ flowId: string; maskedTo: string }>('POST', '/customer-user/send-phone-code', { phone: '+447700900123' });
    expect(started.body.data!.maskedTo).toBe('+44********23');
    await t.ctx.mail.flush();
    const sms = await latestSms(t, '+447700900123');
    expect(sms).toMatchObject({ channel: 'sms', status: 'mailbox' });
    const code = sms!.textBody.match(/\d{6}/)![0];
    expect((await c.call('POST', '/customer-user/validate-phone-code', { flowId: started.body.data!.flowId, code })).body.data).toEqual({ phone: '+447700900123', phoneVerified: true });
    const info = (await c.call<{ phone: string; phoneVerified: boolean }>('GET', '/customer-user/personal-info')).body.data!;
    expect(info).toMatchObject({ phone: '+447700900123', phoneVerified: true });
    const after = (await c.call<{ items: Array<{ item: string; valid: boolean }> }>('GET', '/customer-user/score')).body.data!;
    expect(after.items.find((i) => i.item === 'phoneVerified')!.valid).toBe(true);
  });

  it('delivers text messages through the configured HTTP gateway', async () => {
    const received: Array<{ auth: string | undefined; body: { id: string; to: string; text: string } }> = [];
    const gateway = createServer((req: IncomingMessage, res) => {
      let data = '';
      req.on('data', (d) => (data += d));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const app = await createTestApp({ SMS_WEBHOOK_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`, SMS_WEBHOOK_TOKEN: 'gw-token' });
    try {
      const c = new Client(app);
      await c.signIn(DEMO.alice, DEMO.password);
      await c.call('POST', '/customer-user/send-phone-code', { phone: '+85291234567' });
      await app.ctx.mail.flush();
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ auth: 'Bearer gw-token', body: { to: '+85291234567' } });
      expect(received[0]!.body.text).toMatch(/Vault Portal code: \d{6}/);
      expect(await latestSms(app, '+85291234567')).toMatchObject({ status: 'sent' });
    } finally {
      await app.close();
      await new Promise((r) => gateway.close(r));
    }
  });
});

describe('a flow answers only its owner', () => {
  it('lets no other account burn your code: its tries, right or wrong, neither count nor consume; you still finish', async () => {
    const owner = new Client(t);
    await owner.signIn(DEMO.carol, DEMO.password);
    const intruder = new Client(t);
    await intruder.signIn(DEMO.paul, DEMO.password);
    const email = await owner.call<{ flowId: string }>('POST', '/customer-user/send-code-for-change-email', { newEmail: 'carol.three@example.com' });
    const emailCode = await latestCode(t, 'carol.three@example.com');
    const phone = await owner.call<{ flowId: string }>('POST', '/customer-user/send-phone-code', { phone: '+447700900555' });
    await t.ctx.mail.flush();
    const phoneCode = (await latestSms(t, '+447700900555'))!.textBody.match(/\d{6}/)![0];
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
    for (const code of [emailCode, ...Array(LIMITS.codeMaxAttempts).fill(wrong(emailCode))]) {
      expect((await intruder.call('POST', '/customer-user/change-email', { flowId: email.body.data!.flowId, code })).body.errorCode).toBe('10000002');
    }
    for (const code of [phoneCode, ...Array(LIMITS.codeMaxAttempts).fill(wrong(phoneCode))]) {
      expect((await intruder.call('POST', '/customer-user/validate-phone-code', { flowId: phone.body.data!.flowId, code })).body.errorCode).toBe('10000002');
    }
    expect((await owner.call('POST', '/customer-user/change-email', { flowId: email.body.data!.flowId, code: emailCode })).body.data).toEqual({ email: 'carol.three@example.com' });
    expect((await owner.call('POST', '/customer-user/validate-phone-code', { flowId: phone.body.data!.flowId, code: phoneCode })).body.data).toEqual({ phone: '+447700900555', phoneVerified: true });
  });
});
