import { LIMITS } from '@vault/contract';
import { Button, Flex, type FormInstance } from 'antd';
import { Form } from './Form';
import { Input } from './lightInputs';
import { useTranslation } from 'react-i18next';
import { hasDevTools, useConfig } from '../../lib/config/config';
import { Paragraph } from '../Heading';
import { ResendCodeButton } from './ResendCodeButton';
import { codeRules } from './rules';
import { useSubmit } from './useSubmit';

export type CodeFormInstance = FormInstance<{ code: string }>;

interface CodeFormProps {
  /** Prefix of the test ids: `<prefix>-code`, `<prefix>-code-submit`, `<prefix>-code-resend`. */
  testIdPrefix: string;
  maskedEmail?: string;
  submitText: string;
  onSubmit: (code: string, form: CodeFormInstance) => Promise<void>;
  onResend?: () => Promise<void>;
}

/** The one-time code step shared by sign-in, registration and invited-user set-up. */
export function CodeForm({ testIdPrefix, maskedEmail, submitText, onSubmit, onResend }: CodeFormProps) {
  const { t } = useTranslation('validation');
  const [form] = Form.useForm<{ code: string }>();
  const config = useConfig();
  const [submit, pending] = useSubmit(async (values: { code: string }) => onSubmit(values.code.trim(), form));

  return (
    <Form name={`${testIdPrefix}Code`} form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      {maskedEmail && (
        <Paragraph data-testid={`${testIdPrefix}-masked-email`}>
          {t('codeForm.sentTo', { email: maskedEmail, minutes: LIMITS.codeTtlMinutes, length: LIMITS.codeLength })}
        </Paragraph>
      )}
      <Form.Item label={t('codeForm.label')} name="code" rules={codeRules()}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.codeLength}
          autoFocus
          data-testid={`${testIdPrefix}-code`}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid={`${testIdPrefix}-code-submit`}>
        {submitText}
      </Button>
      <Flex justify="space-between" align="center" wrap style={{ marginTop: 8 }}>
        {onResend && <ResendCodeButton onResend={onResend} testId={`${testIdPrefix}-code-resend`} />}
        {hasDevTools(config.data) && (
          <a href="/dev/mailbox" target="_blank" rel="noopener" data-testid="dev-mailbox-link">
            {t('codeForm.devMailbox')}
          </a>
        )}
      </Flex>
    </Form>
  );
}
