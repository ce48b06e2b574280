import { ACTION_TYPES } from '@vault/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, DEMO, type TestApp } from '../../test/harness.js';
import { daysFromNow, file, upload } from '../documents/documents.test-support.js';
import { png } from '../documents/files/test-fixtures.js';
import { sweepReminders } from './actions.reminders.js';
import { actions } from './actions.table.js';

/** Reminders to update (type 9): one per shared version that expires soon, answered by a newer version. */
let t: TestApp;
let alice: Client;
beforeAll(async () => {
  t = await createTestApp();
  alice = new Client(t);
  await alice.signIn(DEMO.alice, DEMO.password);
});
afterAll(() => t.close());

const dates = (expiry: string) => JSON.stringify({ dateOfIssue: daysFromNow(-400), dateOfExpiry: expiry });
const remindersOf = (docId: string) => t.ctx.db.select().from(actions).where(eq(actions.type, ACTION_TYPES.REMINDER_TO_UPDATE)).then((rows) => rows.filter((r) => (r.details as { documentId?: string }).documentId === docId));

describe('reminders to update', () => {
  it('one reminder per shared version expiring soon, whoever runs the sweep, completed by a new version', async () => {
    const docId = (await upload(alice, { docType: 'PP', docProperties: dates(daysFromNow(20)) }, [file('pp.png', await png(60, 40), 'image/png')])).body.data!.docId;
    expect(await sweepReminders(t.ctx.db)).toBe(0);
    expect((await alice.call('POST', '/doc-mgr/share', { docIds: [docId], email: DEMO.paul, skipBlock: true, userProfileType: 0 })).status).toBe(200);
    await Promise.all([sweepReminders(t.ctx.db), sweepReminders(t.ctx.db)]);
    // The customer's own list runs it too: still one.
    const todo = (await alice.call<{ list: { type: number; reason: string }[] }>('POST', '/action/list', { message: false, usertype: 1, pageSize: 50 })).body.data!.list;
    expect(todo.filter((a) => a.type === ACTION_TYPES.REMINDER_TO_UPDATE && a.reason.includes('PP'))).toHaveLength(1);
    expect(await remindersOf(docId)).toHaveLength(1);
    expect((await remindersOf(docId))[0]!.status).toBe('PENDING');
    // A new version (not shared yet) answers it.
    await upload(alice, { docType: 'PP', docId, docProperties: dates(daysFromNow(2000)) }, [file('pp2.png', await png(60, 40), 'image/png')]);
    await sweepReminders(t.ctx.db, { ownerProfileId: (await remindersOf(docId))[0]!.profileId });
    expect((await remindersOf(docId))[0]!.status).toBe('COMPLETED');
  });
});
