import { LIMITS, type CustomerRegisterRequest, type RegisterType } from '@vault/contract';
import { Button, Input } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { nameRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { registerCompany } from '../api/register';

type Values = Pick<CustomerRegisterRequest, 'legalName' | 'tradingName'>;

/** Step Company profile: legal name and trading name. */
export function CompanyStep({ registerType, onDone }: { registerType: RegisterType; onDone: () => Promise<void> }) {
  const { t } = useTranslation('register');
  const [form] = Form.useForm<Values>();
  const [submit, pending] = useSubmit(async (values: Values) => {
    await registerCompany({ registerType, ...values }, form);
    await onDone();
  });

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      <Form.Item label={t('company.legalName')} name="legalName" rules={nameRules(LIMITS.companyNameMax)}>
        <Input maxLength={LIMITS.companyNameMax} autoComplete="organization" autoFocus data-testid="register-legal-name" />
      </Form.Item>
      <Form.Item label={t('company.tradingName')} name="tradingName" rules={nameRules(LIMITS.companyNameMax)}>
        <Input maxLength={LIMITS.companyNameMax} data-testid="register-trading-name" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="register-company-submit">
        {t('company.submit')}
      </Button>
    </Form>
  );
}
