import { useSyncExternalStore } from 'react';

/**
 * What the app holds in memory about the signed-in user: the route roles (empty after a page load
 * until user info arrives, which is what makes the guard reload them), a counter bumped whenever
 * the roles change (so the guard can tell one "roles missing" moment from the next) and a counter
 * bumped on sign-in and sign-out so components re-read the stored session.
 */
interface AuthMemory {
  roles: readonly string[];
  rolesVersion: number;
  sessionVersion: number;
}

let state: AuthMemory = { roles: [], rolesVersion: 0, sessionVersion: 0 };
const listeners = new Set<() => void>();
let pendingRoles: number | undefined;

function update(next: Partial<AuthMemory>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

const withRoles = (roles: readonly string[]) => ({ roles, rolesVersion: state.rolesVersion + 1 });

export const authMemory = {
  get: (): AuthMemory => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Replaces the roles now, or after `delayMs` (spec §4: regenerated routes are added after 1 s). */
  setRoles(roles: readonly string[], delayMs = 0): void {
    window.clearTimeout(pendingRoles);
    if (delayMs > 0) pendingRoles = window.setTimeout(() => update(withRoles(roles)), delayMs);
    else update(withRoles(roles));
  },
  sessionChanged(): void {
    window.clearTimeout(pendingRoles);
    update({ ...withRoles([]), sessionVersion: state.sessionVersion + 1 });
  },
};

export function useAuthMemory(): AuthMemory {
  return useSyncExternalStore(authMemory.subscribe, authMemory.get);
}
