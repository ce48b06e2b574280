import { useCallback, useEffect, useState } from 'react';
import { local } from '../../lib/storage/browserStorage';
import { LOCAL_KEYS } from '../../lib/storage/keys';

/** Spec §9: the side bar closes when the body is narrower than this. */
const NARROW_BODY_PX = 1024;

const isNarrow = () => document.body.clientWidth < NARROW_BODY_PX;

/**
 * Side bar state (spec §4): open by default and remembered. Narrow screens close it without
 * overwriting the remembered choice, so it reopens on a wide screen next time.
 */
export function useSidebar(): { open: boolean; toggle: () => void } {
  const [open, setOpen] = useState(() => local.get(LOCAL_KEYS.sidebarOpen) !== 'false' && !isNarrow());

  useEffect(() => {
    const onResize = () => {
      if (isNarrow()) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => {
    setOpen((value) => {
      local.set(LOCAL_KEYS.sidebarOpen, value ? 'false' : 'true');
      return !value;
    });
  }, []);

  return { open, toggle };
}
