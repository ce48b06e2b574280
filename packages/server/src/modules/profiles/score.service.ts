import { and, count, inArray, ne } from 'drizzle-orm';
import { representatives } from '../team/team.table.js';
import type { DbOrTx } from '../../db/client.js';
import { memberships, type ProfileRow } from './profiles.table.js';
import { scoreProfile } from './score.rules.js';

/**
 * Representatives counted by the score: people acting as authorised or fund representatives, and the
 * representatives a company recorded (with or without a login yet); the larger of the two.
 */
async function representativeCounts(db: DbOrTx, profileIds: string[]): Promise<Map<string, number>> {
  if (!profileIds.length) return new Map();
  const [members, records] = await Promise.all([
    db
      .select({ profileId: memberships.profileId, n: count() })
      .from(memberships)
      .where(and(inArray(memberships.profileId, profileIds), inArray(memberships.role, ['AUTHORISED_REPRESENTATIVE', 'FUND_REPRESENTATIVE'])))
      .groupBy(memberships.profileId),
    db
      .select({ profileId: representatives.corporateProfileId, n: count() })
      .from(representatives)
      .where(and(inArray(representatives.corporateProfileId, profileIds), ne(representatives.status, 'REMOVED')))
      .groupBy(representatives.corporateProfileId),
  ]);
  const counts = new Map<string, number>();
  for (const r of [...members, ...records]) counts.set(r.profileId, Math.max(counts.get(r.profileId) ?? 0, Number(r.n)));
  return counts;
}

/** Scores several profiles with one extra query. Every account's e-mail was confirmed by a code. */
export async function scoreProfiles(db: DbOrTx, profiles: ProfileRow[]) {
  const reps = await representativeCounts(db, profiles.filter((p) => p.type !== 'INDIVIDUAL').map((p) => p.id));
  return new Map(profiles.map((p) => [p.id, scoreProfile({ profile: p, emailVerified: true, representatives: reps.get(p.id) ?? 0 })]));
}

export async function scoreOf(db: DbOrTx, profile: ProfileRow) {
  return (await scoreProfiles(db, [profile])).get(profile.id)!;
}

