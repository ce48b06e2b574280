import type { RegisterType } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Radio, Space } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { requiredRules } from '../../../components/form/rules';
import { fetchRequestedUserType } from '../api/register';

/** What the person picks: themselves as a private person, or one of the business register types. */
export type RegisterChoice = RegisterType | 'INDIVIDUAL';

/**
 * Step Register type. A private person is the first and preselected choice (their individual profile
 * exists once the terms are accepted); Business, 'I am a notary' and Legal Firm (spec) lead on to the
 * company profile.
 */
export function RegisterTypeStep({ invitationCode, onDone }: { invitationCode?: string; onDone: (type: RegisterChoice) => void }) {
  const { t } = useTranslation(['register', 'common']);
  const types = useQuery({
    queryKey: ['register', 'requested-user-type', invitationCode ?? null],
    queryFn: () => fetchRequestedUserType(invitationCode),
  });
  if (types.isPending) return <FullPageSpinner />;
  if (types.isError) {
    return (
      <Button onClick={() => void types.refetch()} data-testid="register-type-retry">
        {t('common:retry')}
      </Button>
    );
  }
  const { registerTypes, legalAgentName } = types.data;

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      initialValues={{ registerType: 'INDIVIDUAL' }}
      onFinish={(values: { registerType: RegisterChoice }) => onDone(values.registerType)}
    >
      {legalAgentName && (
        <Alert type="info" showIcon title={t('type.invitedBy', { name: legalAgentName })} style={{ marginBottom: 16 }} />
      )}
      <Form.Item label={t('type.label')} name="registerType" rules={requiredRules()}>
        <Radio.Group>
          <Space orientation="vertical">
            <Radio value="INDIVIDUAL" data-testid="register-type-INDIVIDUAL">
              {t('type.options.INDIVIDUAL')}
            </Radio>
            {registerTypes.map((type) => (
              <Radio key={type} value={type} data-testid={`register-type-${type}`}>
                {t(`type.options.${type}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Button type="primary" htmlType="submit" block data-testid="register-type-submit">
        {t('type.submit')}
      </Button>
    </Form>
  );
}
