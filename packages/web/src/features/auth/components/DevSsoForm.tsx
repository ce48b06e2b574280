import { Button, theme } from 'antd';
import { Input } from '../../../components/form/lightInputs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Heading, Paragraph } from '../../../components/Heading';
import { LightField } from '../../../components/form/light/LightField';
import { useLightForm } from '../../../components/form/light/useLightForm';
import { lightCheck } from '../../../components/form/rules';
import { checkEmail } from '../../../components/form/validators';
import { useSubmit } from '../../../components/form/useSubmit';
import { requestDevSsoToken } from '../api/sso';

const checks = { email: lightCheck(checkEmail) };

/**
 * Embedded/dev mode only: get a development SSO token for an e-mail and go through /auth-redirect,
 * which exercises the same guard path as a real identity provider's redirect. A light form, like the
 * sign-in form beside it.
 */
export function DevSsoForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useLightForm('devSso', checks);
  const [submit, pending] = useSubmit(async ({ email }: { email: string }) => {
    const token = await requestDevSsoToken(email);
    await navigate(`/auth-redirect?token=${encodeURIComponent(token)}`);
  });
  const email = form.field('email');
  const { token: design } = theme.useToken();

  return (
    <section aria-labelledby="dev-sso-title">
      <hr style={{ border: 0, borderTop: `${design.lineWidth}px solid ${design.colorSplit}`, margin: `${design.marginLG}px 0` }} />
      <Heading level={2} id="dev-sso-title">
        {t('devSso.title')}
      </Heading>
      <Paragraph secondary>{t('devSso.hint')}</Paragraph>
      <form name="devSso" noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <LightField id={email.id} label={t('devSso.email')} error={email.error}>
          <Input {...email.input} type="email" data-testid="dev-sso-email" />
        </LightField>
        <Button htmlType="submit" block loading={pending} data-testid="dev-sso-submit">
          {t('devSso.submit')}
        </Button>
      </form>
    </section>
  );
}
