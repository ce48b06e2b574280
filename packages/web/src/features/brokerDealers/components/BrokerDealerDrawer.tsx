import type { BrokerDealer } from '@vault/contract';
import { Badge, Card, Descriptions, Drawer, Grid, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionsTab } from './PermissionsTab';

/** The broker-dealer drawer (spec paid §2 App drawer 1): Details (Primary Details) and Permissions. */
export function BrokerDealerDrawer({ brokerDealer, onClose }: { brokerDealer: BrokerDealer | null; onClose: () => void }) {
  const { t } = useTranslation('brokerDealers');
  const screens = Grid.useBreakpoint();
  const [tab, setTab] = useState('details');
  useEffect(() => {
    if (!brokerDealer) setTab('details');
  }, [brokerDealer]);

  return (
    <Drawer
      open={brokerDealer !== null}
      onClose={onClose}
      title={brokerDealer?.companyName}
      size={screens.md ? 760 : '100%'}
      destroyOnHidden
      data-testid="broker-dealer-drawer"
      closeIcon={<span aria-label={t('drawer.close')}>×</span>}
    >
      {brokerDealer && (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'details',
              label: <span data-testid="bd-tab-details">{t('drawer.details')}</span>,
              children: (
                <Card title={t('drawer.primary')} size="small" data-testid="bd-primary-details">
                  <Descriptions column={1} size="small">
                    <Descriptions.Item label={t('drawer.name')}>{brokerDealer.companyName}</Descriptions.Item>
                    <Descriptions.Item label={t('drawer.status')}>
                      <Badge status={brokerDealer.status === 'Connected' ? 'success' : 'default'} text={t(`status.${brokerDealer.status}`)} data-testid="bd-status" />
                    </Descriptions.Item>
                  </Descriptions>
                </Card>
              ),
            },
            {
              key: 'permissions',
              label: <span data-testid="bd-tab-permissions">{t('drawer.permissions')}</span>,
              children: <PermissionsTab brokerDealerId={brokerDealer.brokerDealerId} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
