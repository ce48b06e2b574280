import type { Grant } from '@vault/contract';
import { Alert, Button, Spin, Tag, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { useRevokeGrant, useSharedTo } from './sharingApi';

/** "Shared with": who can see which version, since when and through which case; Revoke ends a live grant at once. */
export function SharedWithSection({ docId }: { docId: string }) {
  const { t } = useTranslation('sharing');
  const grants = useSharedTo(docId, true);
  const revoke = useRevokeGrant();
  const confirmRevoke = (grant: Grant) =>
    showMessageDialog({
      kind: 'revoke-grant',
      title: t('sharedWith.revokeTitle'),
      content: t('sharedWith.revokeText', { recipient: grant.recipientName, version: grant.version }),
      okText: t('sharedWith.revoke'),
      cancelText: t('confirm.cancel'),
      danger: true,
      onOk: async () => {
        try {
          await revoke.mutateAsync({ docId, grantId: grant.grantId });
          toastSuccess(t('sharedWith.revoked'));
        } catch (error) {
          reportUnhandledError(error);
        }
      },
    });
  const columns: TableColumnsType<Grant> = [
    { key: 'recipient', title: t('sharedWith.recipient'), render: (_, g) => (g.recipientEmail && g.recipientEmail !== g.recipientName ? `${g.recipientName} (${g.recipientEmail})` : g.recipientName) },
    { key: 'version', title: t('sharedWith.version'), render: (_, g) => g.version },
    { key: 'since', title: t('sharedWith.since'), render: (_, g) => formatDate(g.since) },
    { key: 'case', title: t('sharedWith.case'), render: (_, g) => t('sharedWith.caseBy', { kind: t(`caseKind.${g.caseKind}`), name: g.grantedBy }) },
    {
      key: 'action',
      title: t('sharedWith.state'),
      render: (_, g) =>
        g.endedAt ? (
          <Tag data-testid="grant-ended">{t('sharedWith.ended', { date: formatDate(g.endedAt) })}</Tag>
        ) : (
          <Button danger size="small" onClick={() => confirmRevoke(g)} aria-label={t('sharedWith.revokeFor', { recipient: g.recipientName, version: g.version })} data-testid="grant-revoke">
            {t('sharedWith.revoke')}
          </Button>
        ),
    },
  ];
  if (grants.isPending) return <Spin />;
  if (grants.isError) return <Alert type="error" showIcon title={t('sharedWith.loadFailed')} />;
  return (
    <Table
      rowKey="grantId"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={grants.data}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('sharedWith.none') }}
      onRow={(g) => ({ 'data-testid': 'grant-row', 'data-recipient': g.recipientName, 'data-version': String(g.version), 'data-live': String(g.endedAt === null) }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}
