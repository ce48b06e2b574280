import { useEffect, useRef } from 'react';
import { clearToasts } from './feedback';

/**
 * Multi-step forms (sign-in, registration, invited set-up): when the step changes, the toasts of the
 * step just finished ('Operation completed successfully!', an earlier wrong code) are removed, so they
 * do not appear to be about the new step.
 */
export function useStepToasts(step: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearToasts();
  }, [step]);
}
