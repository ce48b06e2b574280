import { useCallback, useEffect, useState } from 'react';
import { local } from '../../lib/storage/browserStorage';
import { LOCAL_KEYS } from '../../lib/storage/keys';
import { initialSidebarOpen, sidebarOpenAfterResize } from './sidebar';

const bodyWidth = () => document.body.clientWidth;

/**
 * Side bar state (spec §4): open by default and remembered. Narrow screens close it without
 * overwriting the remembered choice, so it reopens on a wide screen next time.
 */
export function useSidebar(): { open: boolean; toggle: () => void } {
  const [open, setOpen] = useState(() => initialSidebarOpen(local.get(LOCAL_KEYS.sidebarOpen), bodyWidth()));

  useEffect(() => {
    const onResize = () => setOpen((value) => sidebarOpenAfterResize(value, bodyWidth()));
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
