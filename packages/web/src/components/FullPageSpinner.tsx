import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while the guard signs in, loads roles or waits for a dialog. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }} data-testid="page-loading">
      <Spin size="large" description={t('loading')} />
    </Flex>
  );
}
