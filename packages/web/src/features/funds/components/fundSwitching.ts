import { useSyncExternalStore } from 'react';

/* Whether a switch into or out of a fund is under way: the shell covers the page until it reloads. */
let switching = false;
const listeners = new Set<() => void>();

export function setFundSwitching(value: boolean): void {
  switching = value;
  listeners.forEach((listener) => listener());
}

export function useFundSwitching(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => switching,
  );
}
