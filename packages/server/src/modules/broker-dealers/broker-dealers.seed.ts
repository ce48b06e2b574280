import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { readConfigValue } from '../config/config.service.js';
import { configEntries } from '../config/config.table.js';
import { accounts, profiles } from '../profiles/profiles.table.js';
import { brokerDealerPermissions, brokerDealers } from './broker-dealers.table.js';

/** Marks that the demo broker-dealer was made once (one the administrator changes stays changed). */
const MARKER = 'demo.brokerDealersSeeded';

/**
 * Northbridge Lending's broker-dealer (docs/broker-dealers.md): Chen Trading Ltd, Connected, receiving utility
 * bills automatically (view only) and nothing else yet, so the page and its permissions are not empty. Carol,
 * Chen Trading's administrator, sees what the rule grants. Embedded mode only, once per data folder.
 */
export async function seedDemoBrokerDealers(ctx: AppContext): Promise<boolean> {
  if (!ctx.config.embedded || (await readConfigValue(ctx.db, MARKER))) return false;
  const [paul] = await ctx.db.select().from(accounts).where(eq(accounts.email, 'paul@example.com'));
  const [agent] = await ctx.db.select().from(profiles).where(and(eq(profiles.type, 'LENDING_AGENT'), eq(profiles.tradingName, 'Northbridge Lending')));
  const [chen] = await ctx.db.select().from(profiles).where(and(eq(profiles.type, 'CORPORATE'), eq(profiles.tradingName, 'Chen Trading Ltd')));
  if (!paul || !agent || !chen) return false;
  await ctx.db.transaction(async (tx) => {
    const [bd] = await tx.insert(brokerDealers).values({ lendingAgentProfileId: agent.id, companyProfileId: chen.id, addedByAccountId: paul.id }).onConflictDoNothing().returning();
    if (bd) await tx.insert(brokerDealerPermissions).values({ brokerDealerId: bd.id, docType: 'UB', autoShare: true, downloadable: false }).onConflictDoNothing();
    await tx.insert(configEntries).values({ key: MARKER, value: 'true', isPublic: false });
  });
  return true;
}
