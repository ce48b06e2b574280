import type { KeyboardEvent, ReactNode } from 'react';

/**
 * Around every date picker in a form: Enter confirms the date (the picker's own handling) and does not
 * also submit the whole form, as Enter in a plain input would.
 */
export function EnterStaysInDate({ children }: { children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return <div onKeyDown={onKeyDown}>{children}</div>;
}
