import { RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { readFundOrigin, returnFromFund } from '../api/viewFund';
import { setFundSwitching, useFundSwitching } from './fundSwitching';

/**
 * Shown in the customer shell while a client manager views a fund (View Fund recorded the origin): says whose
 * fund this is and leads back to the lending agent and the page the administrator came from.
 */
export function BackToFunds() {
  const { t } = useTranslation('funds');
  const [origin] = useState(readFundOrigin);
  const switching = useFundSwitching();
  if (!origin) return null;
  const back = () => {
    setFundSwitching(true);
    returnFromFund(origin).catch((error: unknown) => {
      setFundSwitching(false);
      reportUnhandledError(error);
    });
  };
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="viewing-fund"
        title={t('viewFund.banner', { fund: origin.fundName, agent: origin.agentName })}
        action={
          <Button icon={<RollbackOutlined />} onClick={back} disabled={switching} data-testid="back-to-funds">
            {t(origin.path === '/vaults/parent-funds' ? 'viewFund.backToParentFunds' : 'viewFund.backToFunds')}
          </Button>
        }
      />
      <FundSwitchOverlay />
    </>
  );
}

/** Covers the page from the moment View Fund or the way back starts until the reload. */
export function FundSwitchOverlay() {
  const { t } = useTranslation('funds');
  return <Spin fullscreen spinning={useFundSwitching()} description={t('viewFund.switching')} />;
}
