import { Button, Checkbox, Typography } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation, Trans } from 'react-i18next';
import { useSubmit } from '../../../components/form/useSubmit';

interface TermsStepProps {
  termsUrl: string;
  privacyUrl: string;
  /** The deployment switched the terms off: only the log-in part of the step remains. */
  termsDisabled?: boolean;
  onAccept: () => Promise<void>;
}

/** Step Accept terms & log in: the checkbox links the deployment's terms and privacy policy. */
export function TermsStep({ termsUrl, privacyUrl, termsDisabled = false, onAccept }: TermsStepProps) {
  const { t } = useTranslation('register');
  const [submit, pending] = useSubmit(onAccept);
  if (termsDisabled) {
    return (
      <Button type="primary" block loading={pending} onClick={() => void submit()} data-testid="register-terms-submit">
        {t('terms.continue')}
      </Button>
    );
  }
  // A deployment without a document for one of them shows its name as plain text, not a dead link.
  const link = (href: string) => (href ? <Typography.Link href={href} target="_blank" rel="noopener noreferrer" /> : <span />);

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item
        name="accept"
        valuePropName="checked"
        rules={[{ validator: async (_r, value: boolean) => { if (!value) throw new Error(t('terms.required')); } }]}
      >
        <Checkbox data-testid="register-terms-checkbox">
          <Trans t={t} i18nKey="terms.label" components={{ terms: link(termsUrl), privacy: link(privacyUrl) }} />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="register-terms-submit">
        {t('terms.submit')}
      </Button>
    </Form>
  );
}
