import type { Db } from './db/client.js';
import { hashPassword } from './modules/auth/passwords.js';
import { addMembership, createAccountWithIndividual, findAccountByEmail } from './modules/profiles/profiles.repository.js';
import { ACTION_TYPES } from '@vault/contract';
import { createSystemAction, welcomeNewPerson } from './modules/actions/actions.service.js';
import { actions } from './modules/actions/actions.table.js';
import { correspondenceMessages, correspondenceThreads } from './modules/correspondence/correspondence.table.js';
import { accounts, connections, profiles } from './modules/profiles/profiles.table.js';
import { representatives } from './modules/team/team.table.js';
import { eq } from 'drizzle-orm';

/** Alice's demo document (needs the blob store, so it is seeded with the app context). */
export { seedDemoDocuments } from './modules/documents/documents.seed.js';
/** Northbridge Lending's parent and child funds with their documents (docs/funds.md). */
export { seedDemoFunds } from './modules/funds/funds.seed.js';
export { seedDemoBrokerDealers } from './modules/broker-dealers/broker-dealers.seed.js';

/** The demo password of every seeded account (meets the password rule). */
export const DEMO_PASSWORD = 'Demo!Pass1';

export const DEMO_ACCOUNTS = [
  { email: 'alice@example.com', role: 'Individual customer (Alice Walker)' },
  { email: 'carol@example.com', role: 'Corporate administrator of Chen Trading Ltd, representative of Harbour Growth Fund' },
  { email: 'paul@example.com', role: 'Paid administrator of Northbridge Lending' },
] as const;

/** Creates the demo accounts once; later starts find them and change nothing. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await findAccountByEmail(db, 'alice@example.com')) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const alice = await createAccountWithIndividual(tx, { email: 'alice@example.com', passwordHash, firstName: 'Alice', lastName: 'Walker', language: 'en' });

    const carol = await createAccountWithIndividual(tx, { email: 'carol@example.com', passwordHash, firstName: 'Carol', lastName: 'Chen', language: 'en', jobTitle: 'Director' });
    const [corporate] = await tx
      .insert(profiles)
      .values({ type: 'CORPORATE', legalName: 'Chen Trading Limited', tradingName: 'Chen Trading Ltd', email: 'office@chentrading.example.com', registerType: 'BUSINESS' })
      .returning();
    const [fund] = await tx.insert(profiles).values({ type: 'FUND', fundName: 'Harbour Growth Fund', email: 'fund@harbourgrowth.example.com' }).returning();
    await addMembership(tx, carol.account.id, corporate!.id, 'ADMINISTRATOR');
    await addMembership(tx, carol.account.id, fund!.id, 'FUND_REPRESENTATIVE');

    const paul = await createAccountWithIndividual(tx, { email: 'paul@example.com', passwordHash, firstName: 'Paul', lastName: 'Okafor', language: 'en', jobTitle: 'Client manager' });
    const [agent] = await tx
      .insert(profiles)
      .values({ type: 'LENDING_AGENT', legalName: 'Northbridge Lending LLP', tradingName: 'Northbridge Lending', email: 'agents@northbridge.example.com' })
      .returning();
    await addMembership(tx, paul.account.id, agent!.id, 'PAID_ORG_USER');
    await tx.update(accounts).set({ defaultProfileId: agent!.id }).where(eq(accounts.id, paul.account.id));

    // Who deals with whom, and what is waiting in their inboxes.
    await tx.insert(connections).values([
      { customerProfileId: alice.profile.id, companyProfileId: agent!.id },
      { customerProfileId: corporate!.id, companyProfileId: agent!.id },
      { customerProfileId: fund!.id, companyProfileId: agent!.id },
    ]);
    for (const person of [alice, carol, paul]) await welcomeNewPerson(tx, person.profile.id);
    await createSystemAction(tx, { profileId: corporate!.id, type: ACTION_TYPES.SIMPLE_NOTICE, isMessage: true, template: 'welcome' });
    await tx.insert(actions).values([
      {
        profileId: alice.profile.id,
        fromProfileId: agent!.id,
        type: ACTION_TYPES.SIMPLE_NOTICE,
        isMessage: true,
        title: 'Annual review of your documents',
        body: 'Northbridge Lending reviews the documents of its customers every year. Please check that your passport and proof of address are up to date.',
        requestDate: new Date(Date.now() - 2 * 86_400_000),
      },
      {
        profileId: alice.profile.id,
        fromProfileId: agent!.id,
        type: ACTION_TYPES.SIMPLE_NOTICE,
        isMessage: true,
        title: 'Your account manager has changed',
        body: 'Paul Okafor is now your account manager at Northbridge Lending.',
        requestDate: new Date(Date.now() - 9 * 86_400_000),
        handledAt: new Date(Date.now() - 8 * 86_400_000),
      },
    ]);

    // A conversation already under way, read on both sides.
    const [thread] = await tx
      .insert(correspondenceThreads)
      .values({ customerProfileId: alice.profile.id, businessProfileId: agent!.id, subject: 'Welcome to Northbridge Lending', lastMessageAt: new Date(Date.now() - 5 * 86_400_000) })
      .returning();
    await tx.insert(correspondenceMessages).values([
      { threadId: thread!.id, sentFrom: 'BUSINESS', authorAccountId: paul.account.id, body: 'Welcome aboard. I am your account manager; write here whenever you need us.', createdAt: new Date(Date.now() - 6 * 86_400_000), readAt: new Date(Date.now() - 6 * 86_400_000) },
      { threadId: thread!.id, sentFrom: 'CUSTOMER', authorAccountId: alice.account.id, body: 'Thank you, Paul. I will upload my documents this week.', createdAt: new Date(Date.now() - 5 * 86_400_000), readAt: new Date(Date.now() - 5 * 86_400_000) },
    ]);

    // Chen Trading keeps a record of a representative who has no login yet.
    const [repPerson] = await tx.insert(profiles).values({ type: 'INDIVIDUAL', firstName: 'Daniel', lastName: 'Okoro', taxId: 'DO482913' }).returning();
    await tx.insert(representatives).values({ corporateProfileId: corporate!.id, personProfileId: repPerson!.id, addedByAccountId: carol.account.id, status: 'RECORDED' });
  });
  return true;
}
