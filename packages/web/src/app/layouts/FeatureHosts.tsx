import { ACTION_TYPES } from '@vault/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { UploadDocumentsDialog } from '../../features/documents/components/UploadDocumentsDialog';
import { AccessRequestDialog } from '../../features/requests/components/AccessRequestDialog';
import { ActionOpenerContext, UploadDialogContext, type ActionOpener } from '../../lib/ui/slots';

/**
 * Lends features each other's dialogs without an import between them: an access request (type 13)
 * opened from Actions or the message dialog shows the requests feature's dialog, which in turn offers
 * the documents feature's upload dialog for a missing document.
 */
export function FeatureHosts({ children }: { children: ReactNode }) {
  const [accessRequest, setAccessRequest] = useState<string | null>(null);
  const opener = useMemo<ActionOpener>(
    () => ({
      canOpen: (type) => type === ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST,
      open: (item) => setAccessRequest(item.id),
    }),
    [],
  );
  return (
    <UploadDialogContext.Provider value={UploadDocumentsDialog}>
      <ActionOpenerContext.Provider value={opener}>
        {children}
        <AccessRequestDialog actionId={accessRequest} onClose={() => setAccessRequest(null)} />
      </ActionOpenerContext.Provider>
    </UploadDialogContext.Provider>
  );
}
