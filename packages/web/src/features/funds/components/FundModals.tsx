import { useQueryClient } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { FUND_KEYS } from '../api/fundRequest';
import type { ChildFund } from './ChildFundsTab';
import { FundDistributionModal } from './FundDistributionModal';
import { FundUploadModal } from './FundUploadModal';
import { InheritanceModal } from './InheritanceModal';

export interface FundDocRef {
  docId: string;
  docType: string;
  version: number;
}

/** Which modal of the parent-fund drawer is open, with what it works on. */
export type FundModalState = null | { kind: 'upload' } | { kind: 'distribution'; docs: FundDocRef[] } | { kind: 'inheritance'; child: ChildFund };

interface FundModalsProps {
  fund: { id: string; name: string };
  state: FundModalState;
  onChange: Dispatch<SetStateAction<FundModalState>>;
  /** After the last upload of a sequence: highlight the documents and open their distribution (spec §4 Fund upload). */
  onUploaded: (docs: FundDocRef[]) => void;
}

/**
 * The drawer's modals: Upload documents for funds (640), Fund distribution per document (1200) and Document
 * inheritance per fund. Spec §4: the document list reloads when the upload modal closes, the child funds list when
 * the inheritance modal closes.
 */
export function FundModals({ fund, state, onChange, onUploaded }: FundModalsProps) {
  const client = useQueryClient();
  // Closes `kind` unless another modal took over (the upload hands over to the distribution before it closes).
  const closeAndReload = (kind: NonNullable<FundModalState>['kind']) => () => {
    onChange((current) => (current?.kind === kind ? null : current));
    void client.invalidateQueries({ queryKey: FUND_KEYS.root });
  };
  return (
    <>
      <FundUploadModal open={state?.kind === 'upload'} fundMajorProfileId={fund.id} fundName={fund.name} onClose={closeAndReload('upload')} onUploaded={onUploaded} />
      <FundDistributionModal open={state?.kind === 'distribution'} fundMajorProfileId={fund.id} docs={state?.kind === 'distribution' ? state.docs : []} onClose={closeAndReload('distribution')} />
      {state?.kind === 'inheritance' && (
        <InheritanceModal open fundMajorProfileId={fund.id} fundMinorProfileId={state.child.fundMinorProfileId} fundName={state.child.name} onClose={closeAndReload('inheritance')} />
      )}
    </>
  );
}
