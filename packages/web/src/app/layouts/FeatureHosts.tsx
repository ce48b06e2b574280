import { ACTION_TYPES } from '@vault/contract';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { ActionOpenerContext, UploadDialogContext, type ActionOpener, type UploadDialogProps } from '../../lib/ui/slots';
import { lazyPage } from '../router/lazyPage';

// Loaded when first needed, so the shell does not carry the upload form or the request dialog.
const UploadDocumentsDialog = lazyPage(() => import('../../features/documents/components/UploadDocumentsDialog').then((m) => m.UploadDocumentsDialog));
const AccessRequestDialog = lazyPage(() => import('../../features/requests/components/AccessRequestDialog').then((m) => m.AccessRequestDialog));

function UploadDialogHost(props: UploadDialogProps) {
  return (
    <Suspense fallback={null}>
      <UploadDocumentsDialog {...props} />
    </Suspense>
  );
}

/**
 * Lends features each other's dialogs without an import between them: an access request (type 13)
 * opened from Actions or the message dialog shows the requests feature's dialog, which in turn offers
 * the documents feature's upload dialog for a missing document.
 */
export function FeatureHosts({ children }: { children: ReactNode }) {
  const [accessRequest, setAccessRequest] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const opener = useMemo<ActionOpener>(
    () => ({
      canOpen: (type) => type === ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST,
      open: (item) => {
        setUsed(true);
        setAccessRequest(item.id);
      },
    }),
    [],
  );
  return (
    <UploadDialogContext.Provider value={UploadDialogHost}>
      <ActionOpenerContext.Provider value={opener}>
        {children}
        {used && (
          <Suspense fallback={null}>
            <AccessRequestDialog actionId={accessRequest} onClose={() => setAccessRequest(null)} />
          </Suspense>
        )}
      </ActionOpenerContext.Provider>
    </UploadDialogContext.Provider>
  );
}
