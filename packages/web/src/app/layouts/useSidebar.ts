import { useCallback, useEffect, useState } from 'react';
import { local } from '../../lib/storage/browserStorage';
import { LOCAL_KEYS } from '../../lib/storage/keys';
import { initialSidebarOpen, isNarrowBody, sidebarOpenAfterResize } from './sidebar';

const bodyWidth = () => document.body.clientWidth;

/**
 * Side bar state (spec §4): open by default and remembered. Narrow screens (body under 1024 px) show
 * it as a drawer over the page, closed until asked for; their choices are not remembered, so it
 * reopens on a wide screen next time.
 */
export function useSidebar(): { open: boolean; narrow: boolean; toggle: () => void; close: () => void } {
  const [narrow, setNarrow] = useState(() => isNarrowBody(bodyWidth()));
  const [open, setOpen] = useState(() => initialSidebarOpen(local.get(LOCAL_KEYS.sidebarOpen), bodyWidth()));

  useEffect(() => {
    const onResize = () => {
      setNarrow(isNarrowBody(bodyWidth()));
      setOpen((value) => sidebarOpenAfterResize(value, bodyWidth()));
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => {
    setOpen((value) => {
      if (!isNarrowBody(bodyWidth())) local.set(LOCAL_KEYS.sidebarOpen, value ? 'false' : 'true');
      return !value;
    });
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return { open, narrow, toggle, close };
}
