import type { ConnectionCase } from '@vault/contract';
import { App, Button, Empty, Flex, List, Pagination, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date';
import { toastSuccess } from '../../../lib/ui/feedback';
import { testId } from '../../../lib/ui/testId';
import { useConnectionCases, useRevokeCase } from '../api/activity';
import { isCaseLive } from '../api/activityRules';

/** The cases behind what one company can see (connection-case), a page at a time, each revocable while live. */
export function CompanyCases({ companyId, companyName }: { companyId: string; companyName: string }) {
  const { t } = useTranslation('activity');
  const [page, setPage] = useState(1);
  const cases = useConnectionCases(companyId, page);
  const revoke = useRevokeCase();
  const { modal } = App.useApp();

  const confirmRevoke = (item: ConnectionCase) =>
    modal.confirm({
      title: t('connections.revokeTitle'),
      content: <div {...testId('revoke-case-confirm')}>{t('connections.revokeText', { company: companyName, count: item.documents.filter((d) => d.live).length })}</div>,
      okText: t('connections.revoke'),
      okButtonProps: { danger: true, ...testId('revoke-case-ok') },
      cancelText: t('connections.keep'),
      cancelButtonProps: testId('revoke-case-cancel'),
      onOk: async () => {
        const result = await revoke.mutateAsync(item.caseId);
        toastSuccess(t('connections.revoked', { count: result.ended }));
      },
    });

  if (!cases.data) return <Spin />;
  if (cases.data.list.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('connections.noCases')} />;
  return (
    <Flex vertical gap={8}>
      <List
        dataSource={cases.data.list}
        loading={cases.isFetching}
        renderItem={(item) => (
          <List.Item
            {...testId('connection-case', { 'data-case-id': item.caseId, 'data-live': String(isCaseLive(item)) })}
            actions={
              isCaseLive(item)
                ? [
                    <Button key="revoke" danger size="small" onClick={() => confirmRevoke(item)} data-testid="revoke-case">
                      {t('connections.revoke')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Flex gap={8} wrap align="center">
                  <Tag>{t(`caseKinds.${item.kind}`)}</Tag>
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  <Typography.Text type="secondary">{t('connections.by', { name: item.createdBy })}</Typography.Text>
                  {!isCaseLive(item) && <Tag color="default">{t('connections.ended')}</Tag>}
                </Flex>
              }
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {item.documents.map((doc) => (
                    <li key={doc.grantId}>
                      {t('connections.document', { type: doc.docTypeName, version: doc.version, owner: doc.ownerName })}{' '}
                      {!doc.live && <Typography.Text type="secondary">({t('connections.ended')})</Typography.Text>}
                    </li>
                  ))}
                </ul>
              }
            />
          </List.Item>
        )}
      />
      {cases.data.totalPages > 1 && <Pagination simple current={page} pageSize={1} total={cases.data.totalPages} onChange={setPage} />}
    </Flex>
  );
}
