import { Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date';
import { useActionList } from '../api/actionList';
import { actionTypeKey, companyActionParams, openRequestsFrom } from '../api/actionParams';

/** The open requests one company has sent the acting profile (company page). */
export function CompanyRequestsCard({ companyName }: { companyName: string }) {
  const { t } = useTranslation('actions');
  const list = useActionList(companyActionParams());
  const open = openRequestsFrom(list.data?.list ?? [], companyName);
  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('company.requests')}</Typography.Title>} loading={list.isPending} data-testid="company-requests">
      {open.length === 0 ? (
        <Empty description={t('company.noRequests')} />
      ) : (
        <List
          dataSource={open}
          renderItem={(item) => (
            <List.Item data-testid="company-request" data-action-id={item.id}>
              <Flex vertical>
                <Flex gap={8} align="center" wrap>
                  <Tag>{t(actionTypeKey(item.type))}</Tag>
                  <Typography.Text strong>{item.reason}</Typography.Text>
                </Flex>
                {item.message && <Typography.Text type="secondary">{item.message}</Typography.Text>}
                <Typography.Text type="secondary">
                  <time dateTime={item.requestDate}>{formatDateTime(item.requestDate)}</time>
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
