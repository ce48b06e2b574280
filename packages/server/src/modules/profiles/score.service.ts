import { and, count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberships, type ProfileRow } from './profiles.table.js';
import { scoreProfile } from './score.rules.js';

/** Representatives counted by the score: authorised ones for companies, fund ones for funds. */
async function representativeCounts(db: DbOrTx, profileIds: string[]): Promise<Map<string, number>> {
  if (!profileIds.length) return new Map();
  const rows = await db
    .select({ profileId: memberships.profileId, n: count() })
    .from(memberships)
    .where(and(inArray(memberships.profileId, profileIds), inArray(memberships.role, ['AUTHORISED_REPRESENTATIVE', 'FUND_REPRESENTATIVE'])))
    .groupBy(memberships.profileId);
  return new Map(rows.map((r) => [r.profileId, Number(r.n)]));
}

/** Scores several profiles with one extra query. Every account's e-mail was confirmed by a code. */
export async function scoreProfiles(db: DbOrTx, profiles: ProfileRow[]) {
  const reps = await representativeCounts(db, profiles.filter((p) => p.type !== 'INDIVIDUAL').map((p) => p.id));
  return new Map(profiles.map((p) => [p.id, scoreProfile({ profile: p, emailVerified: true, representatives: reps.get(p.id) ?? 0 })]));
}

export async function scoreOf(db: DbOrTx, profile: ProfileRow) {
  return (await scoreProfiles(db, [profile])).get(profile.id)!;
}

