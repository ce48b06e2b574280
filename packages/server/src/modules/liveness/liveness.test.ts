import { ERRORS } from '@vault/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepresentative, signedInPerson } from '../sharing/sharing.test-support.js';
import { Client, createTestApp, DEMO, profileIdByTradingName, type TestApp } from '../../test/harness.js';
import { profileIdOf } from '../recognition/recognition.test-support.js';
import { check, latest, livenessFootprint, passportWithFace, selfie, twoFaces } from './liveness.test-support.js';

// The real face models run in the worker process (the first check loads them).
describe('liveness check (POST /arc/livenessCheck)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let alice: Client;
  let aliceId: string;
  beforeAll(async () => {
    t = await createTestApp();
    alice = new Client(t);
    await alice.signIn(DEMO.alice, DEMO.password);
    aliceId = await profileIdOf(t, DEMO.alice);
  });
  afterAll(() => t?.close());

  it('refuses without a confirmed passport or licence, and changes nothing', async () => {
    const before = await livenessFootprint(t);
    const none = await check(alice, { image: await selfie(0) });
    expect(none.status).toBe(422);
    expect(none.body.errorCode).toBe(ERRORS.LIVENESS_NO_ID_DOCUMENT.code);
    // Uploaded but not confirmed in the review dialog: still no portrait to compare with.
    await passportWithFace(t, alice, 3, { confirmed: false });
    const unconfirmed = await check(alice, { image: await selfie(0) });
    expect(unconfirmed.body.errorCode).toBe(ERRORS.LIVENESS_NO_ID_DOCUMENT.code);
    expect(await livenessFootprint(t)).toEqual(before);
  });

  it('compares the selfie with the confirmed portrait, stores and audits the result, never PASS without confidence', async () => {
    const docId = await passportWithFace(t, alice, 3);
    const same = await check(alice, { image: `data:image/jpeg;base64,${await selfie(0)}` });
    expect(same.status).toBe(200);
    const result = same.body.data!;
    expect(result).toMatchObject({ profileId: aliceId, docId, docType: 'PP', docVersion: 1 });
    // Same man, another photo: a likeness well above any other person's; but these are photos of photos
    // (a screenshot's tiles): anti-spoofing is not confident, so a person reviews it.
    expect(result.score).toBeGreaterThanOrEqual(55);
    expect(result.realScore).toBeLessThan(80);
    expect(result.grade).toBe('REVIEW');
    const other = await check(alice, { image: await selfie(43) });
    expect(other.status).toBe(200);
    expect(other.body.data!.score).toBeLessThan(result.score);
    expect(other.body.data!.grade).not.toBe('PASS');
    expect(await livenessFootprint(t)).toMatchObject({ checks: 2, events: 2 });
    const shown = await latest(alice);
    expect(shown.body.data!.result).toEqual(other.body.data);
  });

  it('answers bad input with its own code and changes nothing', async () => {
    const before = await livenessFootprint(t);
    const notImage = await check(alice, { image: Buffer.from('%PDF-1.4 not a selfie').toString('base64') });
    expect([notImage.status, notImage.body.errorCode]).toEqual([400, ERRORS.LIVENESS_NOT_AN_IMAGE.code]);
    const garbage = await check(alice, { image: '!!not base64!!' });
    expect(garbage.body.errorCode).toBe(ERRORS.LIVENESS_NOT_AN_IMAGE.code);
    const sharp = (await import('sharp')).default;
    const blank = (await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7a8f6a' } }).jpeg().toBuffer()).toString('base64');
    const noFace = await check(alice, { image: blank });
    expect([noFace.status, noFace.body.errorCode]).toEqual([422, ERRORS.LIVENESS_NO_FACE.code]);
    const many = await check(alice, { image: await twoFaces(0, 43) });
    expect([many.status, many.body.errorCode]).toEqual([422, ERRORS.LIVENESS_MANY_FACES.code]);
    const huge = await check(alice, { image: 'A'.repeat(9 * 1024 * 1024) });
    expect([huge.status, huge.body.errorCode]).toEqual([413, ERRORS.PAYLOAD_TOO_LARGE.code]);
    expect(await livenessFootprint(t)).toEqual(before);
  });

  it("lets no other customer trigger or read a check of someone else's profile", async () => {
    const { client: mallory } = await signedInPerson(t, 'mallory.liveness@example.com', 'Mallory', 'Other');
    const before = await livenessFootprint(t);
    const trigger = await check(mallory, { profileId: aliceId, image: await selfie(0) });
    expect([trigger.status, trigger.body.errorCode]).toEqual([404, ERRORS.NOT_FOUND.code]);
    const read = await latest(mallory, aliceId);
    expect([read.status, read.body.errorCode]).toEqual([404, ERRORS.NOT_FOUND.code]);
    // Their own profile has no check and no document: nothing of Alice's leaks through.
    expect((await latest(mallory)).body.data).toEqual({ result: null });
    expect((await check(mallory, { image: await selfie(0) })).body.errorCode).toBe(ERRORS.LIVENESS_NO_ID_DOCUMENT.code);
    const anonymous = new Client(t);
    expect((await check(anonymous, { profileId: aliceId, image: await selfie(0) })).status).toBe(401);
    expect(await livenessFootprint(t)).toEqual(before);
  });

  it('lets a company check a representative it recorded, and no one else through it', async () => {
    const carol = new Client(t);
    await carol.signIn(DEMO.carol, DEMO.password);
    const chen = await profileIdByTradingName(t, 'Chen Trading Ltd');
    expect(await carol.switchTo(chen)).toBe(200);
    const rep = await signedInPerson(t, 'rita.liveness@example.com', 'Rita', 'Rep');
    const before = await livenessFootprint(t);
    // Not yet a representative: invisible.
    expect((await check(carol, { profileId: rep.profileId, image: await selfie(0) })).status).toBe(404);
    await makeRepresentative(t, chen, rep);
    await passportWithFace(t, rep.client, 3);
    const made = await check(carol, { profileId: rep.profileId, image: await selfie(0) });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ profileId: rep.profileId, docType: 'PP' });
    // The company itself is no person; Alice is no representative of it.
    expect((await check(carol, { image: await selfie(0) })).status).toBe(404);
    expect((await check(carol, { profileId: aliceId, image: await selfie(0) })).status).toBe(404);
    expect((await latest(rep.client)).body.data!.result).toEqual(made.body.data);
    expect(await livenessFootprint(t)).toEqual({ checks: before.checks + 1, events: before.events + 1 });
  });
});
