import { Button, Divider } from 'antd';
import { Form } from '../../../components/form/Form';
import { Input } from '../../../components/form/lightInputs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Heading, Paragraph } from '../../../components/Heading';
import { emailRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { requestDevSsoToken } from '../api/sso';

/**
 * Embedded/dev mode only: get a development SSO token for an e-mail and go through /auth-redirect,
 * which exercises the same guard path as a real identity provider's redirect.
 */
export function DevSsoForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [submit, pending] = useSubmit(async ({ email }: { email: string }) => {
    const token = await requestDevSsoToken(email);
    await navigate(`/auth-redirect?token=${encodeURIComponent(token)}`);
  });

  return (
    <section aria-labelledby="dev-sso-title">
      <Divider />
      <Heading level={2} id="dev-sso-title">
        {t('devSso.title')}
      </Heading>
      <Paragraph secondary>{t('devSso.hint')}</Paragraph>
      <Form name="devSso" layout="vertical" requiredMark={false} onFinish={(values: { email: string }) => void submit(values)}>
        <Form.Item label={t('devSso.email')} name="email" rules={emailRules()}>
          <Input type="email" data-testid="dev-sso-email" />
        </Form.Item>
        <Button htmlType="submit" block loading={pending} data-testid="dev-sso-submit">
          {t('devSso.submit')}
        </Button>
      </Form>
    </section>
  );
}
