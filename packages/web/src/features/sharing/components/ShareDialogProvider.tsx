import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { ShareDialog } from './ShareDialog';

const OpenShareContext = createContext<() => void>(() => undefined);

/**
 * Holds the Share dialog above the side bar, so the dialog stays open when the side bar changes form (a
 * window narrowed below 1024 px turns it into a drawer, which mounts its contents anew).
 */
export function ShareDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  return (
    <OpenShareContext.Provider value={show}>
      {children}
      <ShareDialog open={open} onClose={() => setOpen(false)} />
    </OpenShareContext.Provider>
  );
}

/** Opens the Share dialog of the nearest ShareDialogProvider. */
export const useOpenShareDialog = (): (() => void) => useContext(OpenShareContext);
