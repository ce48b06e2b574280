import { useEffect, useRef, useState } from 'react';
import { session } from '../../../lib/storage/browserStorage';
import { usePendingAccessRequests, useRequestShow } from '../api/customerRequests';
import { requestToPopUp } from '../api/requestRules';
import { AccessRequestDialog } from './AccessRequestDialog';

/** Requests already popped up in this browser session: each pops up once. */
const SHOWN_KEY = 'vault.accessRequestsShown';
const readShown = (): Set<string> => new Set((session.get(SHOWN_KEY) ?? '').split(',').filter(Boolean));

/**
 * Home: a pending access request pops up on arrival, unless the customer ticked "Don't show again"
 * (save-request-show). One per arrival; the rest stay in Actions.
 */
export function RequestArrivalPopup() {
  const show = useRequestShow();
  const pending = usePendingAccessRequests(show.data?.showAgain === true);
  const [actionId, setActionId] = useState<string | null>(null);
  const popped = useRef(false);
  useEffect(() => {
    if (popped.current) return;
    const next = requestToPopUp(pending.data?.list ?? [], readShown(), show.data?.showAgain);
    if (!next) return;
    popped.current = true;
    session.set(SHOWN_KEY, [...readShown(), next].join(','));
    setActionId(next);
  }, [pending.data, show.data]);
  return <AccessRequestDialog actionId={actionId} onClose={() => setActionId(null)} />;
}
