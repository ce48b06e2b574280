// People and companies for the sharing tests, made straight in the database (registration is tested elsewhere).
import { eq } from 'drizzle-orm';
import { Client, DEMO, type TestApp } from '../../test/harness.js';
import { hashPassword } from '../auth/passwords.js';
import { addMembership, createAccountWithIndividual } from '../profiles/profiles.repository.js';
import { accounts, profiles } from '../profiles/profiles.table.js';
import { representatives } from '../team/team.table.js';

let demoHash: string | null = null;
const passwordHash = async () => (demoHash ??= await hashPassword(DEMO.password));

/** A person with a login (password DEMO.password), signed in. */
export async function signedInPerson(t: TestApp, email: string, firstName: string, lastName: string) {
  const created = await createAccountWithIndividual(t.ctx.db, { email, passwordHash: await passwordHash(), firstName, lastName, language: 'en' });
  const client = new Client(t);
  await client.signIn(email, DEMO.password);
  return { client, accountId: created.account.id, profileId: created.profile.id };
}

/** A lending agent organisation with one staff member, signed in acting for it (as paid administrators start). */
export async function signedInCompanyStaff(t: TestApp, tradingName: string, email: string) {
  const [company] = await t.ctx.db.insert(profiles).values({ type: 'LENDING_AGENT', tradingName, legalName: `${tradingName} LLP` }).returning();
  const created = await createAccountWithIndividual(t.ctx.db, { email, passwordHash: await passwordHash(), firstName: 'Staff', lastName: tradingName, language: 'en' });
  await addMembership(t.ctx.db, created.account.id, company!.id, 'PAID_ORG_USER');
  await t.ctx.db.update(accounts).set({ defaultProfileId: company!.id }).where(eq(accounts.id, created.account.id));
  const client = new Client(t);
  await client.signIn(email, DEMO.password);
  return { client, companyId: company!.id };
}

/** Makes a person an active authorised representative of a corporate (recorded by it, with their own login). */
export async function makeRepresentative(t: TestApp, corporateProfileId: string, person: { accountId: string; profileId: string }) {
  await t.ctx.db.insert(representatives).values({ corporateProfileId, personProfileId: person.profileId, accountId: person.accountId, status: 'ACTIVE' });
  await addMembership(t.ctx.db, person.accountId, corporateProfileId, 'AUTHORISED_REPRESENTATIVE');
}
