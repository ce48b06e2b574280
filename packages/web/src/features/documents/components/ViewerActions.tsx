import type { DocumentInfo } from '@vault/contract';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { useDeleteDocument } from '../api/viewer';
import { confirmDeletable } from '../sharing/sharingApi';

interface Props {
  info: DocumentInfo;
  /** The version shown: Delete Current Version deletes this one. */
  version: number;
  onNewVersion: () => void;
  onDeleted: (removed: 'VERSION' | 'DOCUMENT') => void;
}

/** Upload new version, Delete Current Version and Delete document, each delete checked (delete-check) and confirmed. */
export function ViewerActions({ info, version, onNewVersion, onDeleted }: Props) {
  const { t } = useTranslation('documents');
  const remove = useDeleteDocument();
  // Paid-admin §8: a shared document (or version) is refused before anything is asked or deleted.
  const confirm = async (whole: boolean) => {
    if (!(await confirmDeletable(info.docId, whole ? undefined : version).catch(() => false))) return;
    showMessageDialog({
      kind: whole ? 'delete-document' : 'delete-version',
      title: t('viewer.confirmTitle'),
      content: whole ? t('viewer.confirmDeleteDocument') : t('viewer.confirmDeleteVersion', { version }),
      okText: t('viewer.confirmOk'),
      cancelText: t('viewer.cancel'),
      onOk: async () => {
        try {
          const result = await remove.mutateAsync({ docId: info.docId, version: whole ? undefined : version });
          toastSuccess(t('viewer.deleted'));
          onDeleted(result.removed);
        } catch (error) {
          reportUnhandledError(error);
        }
      },
    });
  };
  return (
    <Flex justify="space-between" wrap gap={8}>
      <Button onClick={onNewVersion} data-testid="viewer-upload-version">
        {t('viewer.uploadVersion')}
      </Button>
      <Flex gap={8}>
        <Button danger onClick={() => void confirm(false)} data-testid="viewer-delete-version" data-locked={String(info.locked)}>
          {t('viewer.deleteVersion')}
        </Button>
        <Button danger type="primary" onClick={() => void confirm(true)} data-testid="viewer-delete-document" data-locked={String(info.locked)}>
          {t('viewer.deleteDocument')}
        </Button>
      </Flex>
    </Flex>
  );
}
