import { relatedProfilesSchema, sessionSchema, type ProfileType, type RelatedProfile } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { request } from '../../../lib/api/client';
import { adoptSwitchedSession } from '../../../lib/session/signIn';
import { isActingAsPerson, switchCallFor } from './switchCall';

export const relatedProfilesQueryKey = ['customer-user', 'related-profiles'] as const;

/** GET /customer-user/related-corporate-user-as-admin: the profiles the person can act as. */
export function useRelatedProfiles(enabled: boolean) {
  return useQuery({
    queryKey: relatedProfilesQueryKey,
    queryFn: () => request('/customer-user/related-corporate-user-as-admin', relatedProfilesSchema),
    enabled,
    staleTime: 0,
  });
}

/** Spec §9: the page reloads into the new profile 1 s after the switch. */
export const SWITCH_RELOAD_DELAY_MS = 1_000;

/*
 * Whether a switch is under way, outside React state: the popup that started it closes, while the
 * shell keeps showing the spinner until the page reloads.
 */
let switching = false;
const listeners = new Set<() => void>();
const setSwitching = (value: boolean) => {
  switching = value;
  listeners.forEach((listener) => listener());
};

export function useProfileSwitching(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => switching,
  );
}

/**
 * Switches to `target` (spec §4): the call the situation needs answers a new session (the server
 * sets its cookie), which is stored like a sign-in's; then home, and a reload 1 s later so nothing
 * of the previous profile stays in memory.
 */
export async function switchToProfile(
  target: RelatedProfile,
  context: { profiles: readonly RelatedProfile[]; actingType: ProfileType; goHome: () => void | Promise<void> },
): Promise<void> {
  const call = switchCallFor(target, isActingAsPerson(context.profiles, context.actingType));
  setSwitching(true);
  try {
    // Home first: the new profile's roles may not allow the page shown now, which would go to /401.
    await context.goHome();
    const session = await request(call.path, sessionSchema, { method: 'POST', query: call.query });
    adoptSwitchedSession(session);
  } catch (error) {
    setSwitching(false);
    throw error;
  }
  window.setTimeout(() => window.location.reload(), SWITCH_RELOAD_DELAY_MS);
}
