import { DeleteOutlined, ShareAltOutlined } from '@ant-design/icons';
import { errorMessage, type FundDocument } from '@vault/contract';
import { App, Badge, Button, Descriptions, Divider, Flex, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/format/date';
import { resolveLanguage } from '../../../lib/i18n/languages';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { testId } from '../../../lib/ui/testId';
import { checkFundDelete, useDeleteFundVersion, useVersionReceivers } from '../api/funds';

interface FundViewerSideProps {
  fundMajorProfileId: string;
  doc: FundDocument;
  isCurrent: boolean;
  onManageDistribution: () => void;
  /** After a delete: the version left to show, or null when the document is gone. */
  onDeleted: (versionLeft: number | null) => void;
}

/** The viewer's side: details, the Fund Distribution settings view (who receives this version) and Delete Current Version. */
export function FundViewerSide({ fundMajorProfileId, doc, isCurrent, onManageDistribution, onDeleted }: FundViewerSideProps) {
  const { t, i18n } = useTranslation('funds');
  const { modal } = App.useApp();
  const receivers = useVersionReceivers(fundMajorProfileId, doc.docId, doc.version);
  const remove = useDeleteFundVersion();
  const receiving = (receivers.data ?? []).filter((c) => c.shouldReceiveDocument);

  const confirmDelete = () =>
    modal.confirm({
      title: t('viewer.deleteTitle'),
      content: <div {...testId('fund-delete-confirm')}>{t('viewer.deleteText', { name: doc.docTypeName, version: doc.version })}</div>,
      width: 500,
      okText: t('viewer.delete'),
      okButtonProps: { danger: true, ...testId('fund-delete-ok') },
      cancelText: t('viewer.cancel'),
      onOk: async () => {
        // Spec §7: the delete is preceded by a check naming the share target; a shared version is not deleted (§8).
        const check = await checkFundDelete(doc.docId, doc.version);
        if (!check.deletable) {
          toastError(errorMessage('DOCUMENT_LOCKED', resolveLanguage(i18n.language), { target: check.target ?? '' }));
          return;
        }
        const result = await remove(doc.docId, doc.version);
        toastSuccess(t('viewer.deleted'));
        onDeleted(result.removed === 'DOCUMENT' ? null : result.version);
      },
    });

  return (
    <Flex vertical gap={8}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('viewer.uploadedBy')}>{doc.uploadedBy}</Descriptions.Item>
        <Descriptions.Item label={t('viewer.uploadedAt')}>{formatDateTime(doc.createdDate)}</Descriptions.Item>
        <Descriptions.Item label={t('viewer.dateOfIssue')}>{doc.dateOfIssue ? formatDate(doc.dateOfIssue) : '—'}</Descriptions.Item>
      </Descriptions>
      <Divider style={{ margin: '8px 0' }} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('viewer.distributionTitle')}
      </Typography.Title>
      {receivers.isPending ? (
        <Spin />
      ) : (
        <List
          size="small"
          dataSource={receiving}
          locale={{ emptyText: t('viewer.noReceivers') }}
          renderItem={(c) => (
            <List.Item data-testid="fund-viewer-receiver" data-fund-name={c.name}>
              <Badge status="success" text={c.name} />
            </List.Item>
          )}
        />
      )}
      <Button icon={<ShareAltOutlined />} onClick={onManageDistribution} disabled={!isCurrent && receiving.length === 0} data-testid="fund-viewer-distribution">
        {t('viewer.manageDistribution')}
      </Button>
      <Button danger icon={<DeleteOutlined />} onClick={confirmDelete} disabled={doc.locked !== 0} data-testid="fund-viewer-delete" title={doc.locked !== 0 ? t('viewer.lockedHint') : undefined}>
        {t('viewer.deleteCurrent')}
      </Button>
      {doc.locked !== 0 && <Typography.Text type="secondary">{t('viewer.lockedHint')}</Typography.Text>}
    </Flex>
  );
}
