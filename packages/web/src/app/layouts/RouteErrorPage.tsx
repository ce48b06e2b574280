import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A page chunk failed to load (or a page crashed): offer a reload rather than a blank screen.
 * Plain markup rather than antd's Result, whose 403/404/500 illustrations would weigh on every
 * route's first download (this page is part of the entry).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '48px 24px', textAlign: 'center' }} role="alert">
      <CloseCircleFilled style={{ fontSize: 64, color: '#cf1322' }} aria-hidden />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('routeError.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('routeError.text')}</Typography.Text>
      <Button type="primary" onClick={() => window.location.reload()} data-testid="route-error-reload">
        {t('routeError.reload')}
      </Button>
    </Flex>
  );
}
