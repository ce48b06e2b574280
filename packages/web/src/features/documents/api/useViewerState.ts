import { useEffect, useRef, useState } from 'react';

/** Paid-admin §4: closing the viewer resets its state after 400 ms (after the closing animation). */
export const VIEWER_RESET_MS = 400;

export interface ViewerSelection {
  /** The document shown; kept while the dialog closes so it does not empty mid-animation. */
  docId: string | null;
  /** null: the latest version. */
  version: number | null;
  page: number;
}

const empty: ViewerSelection = { docId: null, version: null, page: 1 };

/** The viewer's selection: follows `docId` when it opens, and resets 400 ms after it closes. */
export function useViewerState(docId: string | null) {
  const [selection, setSelection] = useState<ViewerSelection>(empty);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(timer.current);
    if (docId !== null) {
      setSelection((current) => (current.docId === docId ? current : { ...empty, docId }));
      return;
    }
    timer.current = window.setTimeout(() => setSelection(empty), VIEWER_RESET_MS);
    return () => window.clearTimeout(timer.current);
  }, [docId]);
  return {
    selection,
    /** Changing the version reloads that version from its first page. */
    chooseVersion: (version: number | null) => setSelection((s) => ({ ...s, version, page: 1 })),
    goToPage: (page: number) => setSelection((s) => ({ ...s, page })),
  };
}
