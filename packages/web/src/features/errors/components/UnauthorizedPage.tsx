import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

/** /401: a page the user's roles do not open. `?noGoBack` hides the back button (spec §2). */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const canGoBack = !params.has('noGoBack') && window.history.length > 1;
  return (
    <Result
      status="403"
      title={t('unauthorized.title')}
      subTitle={t('unauthorized.text')}
      extra={
        <Space>
          {canGoBack && (
            <Button onClick={() => void navigate(-1)} data-testid="unauthorized-back">
              {t('unauthorized.back')}
            </Button>
          )}
          <Button type="primary" onClick={() => void navigate('/', { replace: true })} data-testid="unauthorized-home">
            {t('unauthorized.home')}
          </Button>
        </Space>
      }
    />
  );
}
