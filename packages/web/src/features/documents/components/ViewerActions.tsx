import type { DocumentInfo } from '@vault/contract';
import { Button, Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { useDeleteDocument } from '../api/viewer';

interface Props {
  info: DocumentInfo;
  /** The version shown: Delete Current Version deletes this one. */
  version: number;
  onNewVersion: () => void;
  onDeleted: (removed: 'VERSION' | 'DOCUMENT') => void;
}

/** Upload new version, Delete Current Version and Delete document, each delete confirmed; locked documents cannot be deleted. */
export function ViewerActions({ info, version, onNewVersion, onDeleted }: Props) {
  const { t } = useTranslation('documents');
  const remove = useDeleteDocument();
  const confirm = (whole: boolean) =>
    showMessageDialog({
      kind: whole ? 'delete-document' : 'delete-version',
      danger: true,
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
  const lockedHint = info.locked ? t('viewer.locked') : undefined;
  return (
    <Flex justify="space-between" wrap gap={8}>
      <Button onClick={onNewVersion} data-testid="viewer-upload-version">
        {t('viewer.uploadVersion')}
      </Button>
      <Flex gap={8}>
        <Tooltip title={lockedHint}>
          <Button danger disabled={info.locked} onClick={() => confirm(false)} data-testid="viewer-delete-version">
            {t('viewer.deleteVersion')}
          </Button>
        </Tooltip>
        <Tooltip title={lockedHint}>
          <Button danger type="primary" disabled={info.locked} onClick={() => confirm(true)} data-testid="viewer-delete-document">
            {t('viewer.deleteDocument')}
          </Button>
        </Tooltip>
      </Flex>
    </Flex>
  );
}
