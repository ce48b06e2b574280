import { useCallback, useEffect, useRef, useState } from 'react';
import { reportUnhandledError } from '../../lib/ui/reportError';

/**
 * Wraps a form action with a pending flag. Failures end the pending state and are reported once
 * (see reportUnhandledError), so each form handles only its success path.
 */
export function useSubmit<A extends unknown[]>(action: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (...args: A) => {
      setPending(true);
      try {
        await action(...args);
      } catch (error) {
        reportUnhandledError(error);
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [action],
  );
  return [run, pending] as const;
}
