import { SCANNED_FIELD_CODES, SCANNED_FIELD_NAMES, scannedMaxLength, type IndividualProfileUpdate, type RecognitionResult } from '@vault/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { file, upload } from '../documents/documents.test-support.js';
import { accounts, profiles } from '../profiles/profiles.table.js';
import { recognitionScans } from './recognition.table.js';
import { ocrJsonOf, passportImage, profileIdOf, recognize, scanFile, type GeneratedPassport } from './recognition.test-support.js';

// A corporate saves a representative's passport. The scan row is written here as recognition would
// have (the reading itself is covered by recognition.test.ts), so no OCR runs in this file.
let t: TestApp;
let carol: Client;
let daniel: string;
let chen: string;
let passport: GeneratedPassport;
beforeAll(async () => {
  t = await createTestApp();
  carol = new Client(t);
  await carol.signIn(DEMO.carol, DEMO.password);
  const [corporate] = await t.ctx.db.select().from(profiles).where(eq(profiles.tradingName, 'Chen Trading Ltd'));
  carol.adopt((await carol.call<Record<string, unknown>>('POST', '/customer-user/switch-to-corporate-user', undefined, { query: { corporateProfileId: corporate!.id } })).body.data!);
  chen = corporate!.id;
  daniel = (await t.ctx.db.select().from(profiles).where(and(eq(profiles.firstName, 'Daniel'), eq(profiles.lastName, 'Okoro'))))[0]!.id;
  passport = await passportImage(9);
});
afterAll(() => t.close());

/** A scan of `passport` for `ownerProfileId`, made by carol's account. */
async function scanFor(ownerProfileId: string): Promise<RecognitionResult> {
  const [account] = await t.ctx.db.select().from(accounts).where(eq(accounts.email, DEMO.carol));
  const fields = SCANNED_FIELD_CODES.map((code) => ({ code, name: SCANNED_FIELD_NAMES[code], value: passport.truth[code] ?? '', maxLength: scannedMaxLength(code), display: 2 as const, grade: 'PASS' as const }));
  const entries = [
    { name: 'Given Names' as const, value: passport.truth[9]! },
    { name: 'Surname' as const, value: passport.truth[8]! },
  ];
  const id = `${ownerProfileId.replace(/-/g, '')}`;
  const expiresAt = new Date(Date.now() + 600_000);
  await t.ctx.db.insert(recognitionScans).values({ id, accountId: account!.id, ownerProfileId, docType: 'PP', result: { clearEnough: true, typeMatch: true, kind: 'passport', format: 'TD3', country: 'GBR', fields, entries }, image: passport.jpeg, imageMime: 'image/jpeg', expiresAt });
  return { scanId: id, docType: 'PP', clearEnough: true, typeMatch: true, kind: 'passport', country: 'GBR', fields, entries, expiresAt: expiresAt.toISOString() };
}

describe('a corporate and its representatives', () => {
  it('saves a representative’s reviewed passport and updates that person’s details', async () => {
    const scan = await scanFor(daniel);
    expect((await carol.call<string>('POST', '/doc-mgr/profile-exists', { profileId: daniel, docType: 'PP', fields: scan.fields })).body.data).toBe('1');
    const res = await upload(carol, { userProfileType: '1', updateProfile: '1', ocrJson: ocrJsonOf(scan, { 4: '01/02/2020' }, { profileId: daniel }) }, [file('p.jpg', passport.jpeg, 'image/jpeg')], `/doc-mgr/passport/upload/${daniel}`);
    expect(res.body.success).toBe(true);
    const [person] = await t.ctx.db.select().from(profiles).where(eq(profiles.id, daniel));
    expect([person!.firstName, person!.lastName]).toEqual([passport.truth[9]!.split(' ')[0], passport.truth[8]]);
    const updated = (await carol.call<IndividualProfileUpdate>('GET', '/doc-mgr/individual-profile-updated', undefined, { query: { profileId: daniel } })).body.data!;
    expect(updated).toMatchObject({ isPerson: '1', updatedFromDocument: '1', docId: res.body.data!.docId });
    // The corporate itself is not a person.
    expect((await carol.call<IndividualProfileUpdate>('GET', '/doc-mgr/individual-profile-updated')).body.data!.isPerson).toBe('0');
  });

  it('refuses a scan made for another person, and people the corporate did not record, before reading anything', async () => {
    const scan = await scanFor(chen);
    const wrongOwner = await upload(carol, { updateProfile: '1', ocrJson: ocrJsonOf(scan, { 4: '01/02/2020' }) }, [file('p.jpg', passport.jpeg, 'image/jpeg')], `/doc-mgr/passport/upload/${daniel}`);
    expect(wrongOwner.body.errorCode).toBe('30000205');
    // Carol's own person profile is not reachable while she acts for the corporate: her scan of it is not either.
    const own = await scanFor(await profileIdOf(t, DEMO.carol));
    expect((await carol.call('POST', '/doc-mgr/get_regula_result', { scanId: own.scanId })).status).toBe(404);
    const alice = await profileIdOf(t, DEMO.alice);
    const res = await recognize(carol, 'PP', scanFile(passport.jpeg), { profileId: alice });
    expect([res.status, res.body.errorCode]).toEqual([404, '00000004']);
    expect(t.ctx.recognition.started).toBe(false);
  });
});
