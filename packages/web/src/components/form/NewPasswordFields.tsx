import { Input } from 'antd';
import { Form } from './Form';
import { useTranslation } from 'react-i18next';
import { confirmPasswordRules, newPasswordRules } from './rules';
import { PASSWORD_LIMITS } from './validators';

/**
 * A new password and its confirmation, checked against the contract's rule, with the rule shown
 * under the field. Fields are `password` and `confirmPassword`; test ids `<prefix>-password` and
 * `<prefix>-confirm-password`.
 */
export function NewPasswordFields({ label, confirmLabel, testIdPrefix, autoFocus = false }: { label: string; confirmLabel: string; testIdPrefix: string; autoFocus?: boolean }) {
  const { t } = useTranslation('validation');
  return (
    <>
      <Form.Item label={label} name="password" rules={newPasswordRules()} extra={t('passwordRule', PASSWORD_LIMITS)}>
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} data-testid={`${testIdPrefix}-password`} />
      </Form.Item>
      <Form.Item label={confirmLabel} name="confirmPassword" dependencies={['password']} rules={confirmPasswordRules('password')}>
        <Input.Password autoComplete="new-password" data-testid={`${testIdPrefix}-confirm-password`} />
      </Form.Item>
    </>
  );
}
