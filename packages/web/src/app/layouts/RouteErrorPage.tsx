import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A page chunk failed to load (or a page crashed): offer a reload rather than a blank screen.
 * Plain markup rather than antd's Result (its 403/404/500 illustrations) or Typography (its
 * editable text area), which would weigh on every route's first download: this page is in the entry.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '48px 24px', textAlign: 'center' }} role="alert">
      <CloseCircleFilled style={{ fontSize: 64, color: '#cf1322' }} aria-hidden />
      <h1 style={{ margin: 0, fontSize: 24 }}>{t('routeError.title')}</h1>
      <p style={{ margin: 0, color: 'rgba(0, 0, 0, 0.65)' }}>{t('routeError.text')}</p>
      <Button type="primary" onClick={() => window.location.reload()} data-testid="route-error-reload">
        {t('routeError.reload')}
      </Button>
    </Flex>
  );
}
