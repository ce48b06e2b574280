import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame';
import { useHealth } from '../api/health';
import { splitUptime } from '../api/uptime';

/** /nodes: the service status of the instance that answered (useful behind a load balancer). */
export function NodesPage() {
  const { t } = useTranslation('dev');
  const health = useHealth();
  const data = health.data;

  return (
    <PageFrame title={t('nodes.title')}>
      <Card
        extra={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void health.refetch()} loading={health.isFetching} data-testid="nodes-refresh">
            {t('nodes.refresh')}
          </Button>
        }
      >
        {health.isPending && <Spin />}
        {health.isError && <Alert type="error" showIcon title={t('nodes.unavailable')} data-testid="nodes-error" />}
        {data && (
          <Descriptions column={1} bordered size="small" data-testid="nodes-health">
            <Descriptions.Item label={t('nodes.status')}>
              <Tag color={data.status === 'ok' ? 'green' : 'orange'} data-testid="nodes-status">
                {t(`nodes.statusValue.${data.status}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('nodes.instance')}>{data.instanceId}</Descriptions.Item>
            <Descriptions.Item label={t('nodes.version')}>{data.version}</Descriptions.Item>
            <Descriptions.Item label={t('nodes.uptime')}>{t('nodes.uptimeValue', splitUptime(data.uptimeSeconds))}</Descriptions.Item>
            <Descriptions.Item label={t('nodes.database')}>{t(`nodes.databaseValue.${data.database}`)}</Descriptions.Item>
            <Descriptions.Item label={t('nodes.mail')}>{t(`nodes.mailValue.${data.mail}`)}</Descriptions.Item>
            <Descriptions.Item label={t('nodes.mode')}>{data.embedded ? t('nodes.embedded') : t('nodes.production')}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </PageFrame>
  );
}
