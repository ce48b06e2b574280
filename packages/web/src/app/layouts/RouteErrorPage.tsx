import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page chunk failed to load (or a page crashed): offer a reload rather than a blank screen. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('routeError.title')}
      subTitle={t('routeError.text')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()} data-testid="route-error-reload">
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
