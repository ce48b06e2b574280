import { ACTION_TYPES } from '@vault/contract';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { ActionOpenerContext, SelfieCheckContext, UploadDialogContext, type ActionOpener, type SelfieCheckProps, type UploadDialogProps } from '../../lib/ui/slots';
import { lazyPage } from '../router/lazyPage';

// Loaded when first needed, so the shell does not carry the upload form or the request dialog.
const UploadDocumentsDialog = lazyPage(() => import('../../features/documents/components/UploadDocumentsDialog').then((m) => m.UploadDocumentsDialog));
const SelfieCheck = lazyPage(() => import('../../features/liveness/components/SelfieCheck').then((m) => m.SelfieCheck));
const AccessRequestDialog = lazyPage(() => import('../../features/requests/components/AccessRequestDialog').then((m) => m.AccessRequestDialog));

function UploadDialogHost(props: UploadDialogProps) {
  return (
    <Suspense fallback={null}>
      <UploadDocumentsDialog {...props} />
    </Suspense>
  );
}

function SelfieCheckHost(props: SelfieCheckProps) {
  return (
    <Suspense fallback={null}>
      <SelfieCheck {...props} />
    </Suspense>
  );
}

/**
 * Lends features each other's dialogs without an import between them: an access request (type 13)
 * opened from Actions or the message dialog shows the requests feature's dialog, which in turn offers
 * the documents feature's upload dialog for a missing document. The liveness feature's selfie check is lent to
 * the ID review flow and the profile page.
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
      <SelfieCheckContext.Provider value={SelfieCheckHost}>
        <ActionOpenerContext.Provider value={opener}>
          {children}
          {used && (
            <Suspense fallback={null}>
              <AccessRequestDialog actionId={accessRequest} onClose={() => setAccessRequest(null)} />
            </Suspense>
          )}
        </ActionOpenerContext.Provider>
      </SelfieCheckContext.Provider>
    </UploadDialogContext.Provider>
  );
}
