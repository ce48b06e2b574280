import { Button } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { useSubmit } from '../../../components/form/useSubmit';
import { setSetupPassword } from '../api/invite';

interface Values {
  password: string;
  confirmPassword: string;
}

/** Step setPassword: the password twice, checked against the contract's rule. */
export function SetPasswordStep({ setupId, onDone }: { setupId: string; onDone: (answer: { step: string }) => void }) {
  const { t } = useTranslation(['invite', 'validation']);
  const [form] = Form.useForm<Values>();
  const [submit, pending] = useSubmit(async (values: Values) => {
    onDone(await setSetupPassword(setupId, values.password, form));
  });

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      <NewPasswordFields label={t('password.password')} confirmLabel={t('password.confirmPassword')} testIdPrefix="invite" autoFocus />
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="invite-password-submit">
        {t('password.submit')}
      </Button>
    </Form>
  );
}
