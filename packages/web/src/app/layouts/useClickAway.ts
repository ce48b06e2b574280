import { useEffect, type RefObject } from 'react';

/** Spec §9: the click-away listener is (re-)added 100 ms after a popup opens. */
export const CLICK_AWAY_DELAY_MS = 100;

/**
 * Closes a popup on a press outside `ref` or on Escape (spec §2: clicking outside closes the avatar
 * and company popups). The outside listener waits 100 ms after each opening, so the press that
 * opened the popup cannot close it again.
 */
export function useClickAway(open: boolean, ref: RefObject<HTMLElement | null>, onAway: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      onAway();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The popup is the top-most layer: the drawer or dialog under it (whose Esc listens on window)
      // stays open.
      event.stopPropagation();
      onAway();
    };
    const timer = window.setTimeout(() => document.addEventListener('pointerdown', onPointerDown), CLICK_AWAY_DELAY_MS);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref, onAway]);
}
