import { LIMITS, type Session } from '@vault/contract';
import { Button, Input } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { nameRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { addBasicDetails } from '../api/invite';

interface Values {
  firstName: string;
  lastName: string;
  jobTitle?: string;
}

/**
 * Step yourDetails: names and an optional job title; the answer signs the user in. The name the
 * inviter typed (a representative's record) is filled in; the person may correct it.
 */
export function YourDetailsStep({
  setupId,
  invitedName,
  onSession,
}: {
  setupId: string;
  invitedName: { firstName: string | null; lastName: string | null } | null;
  onSession: (session: Session) => Promise<void>;
}) {
  const { t } = useTranslation('invite');
  const [form] = Form.useForm<Values>();
  const [submit, pending] = useSubmit(async (values: Values) => onSession(await addBasicDetails({ setupId, ...values }, form)));

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{ firstName: invitedName?.firstName ?? '', lastName: invitedName?.lastName ?? '' }}
      onFinish={(values) => void submit(values)}>
      <Form.Item label={t('details.firstName')} name="firstName" rules={nameRules()}>
        <Input autoComplete="given-name" maxLength={LIMITS.nameMax} autoFocus data-testid="invite-first-name" />
      </Form.Item>
      <Form.Item label={t('details.lastName')} name="lastName" rules={nameRules()}>
        <Input autoComplete="family-name" maxLength={LIMITS.nameMax} data-testid="invite-last-name" />
      </Form.Item>
      <Form.Item label={t('details.jobTitle')} name="jobTitle">
        <Input autoComplete="organization-title" maxLength={LIMITS.nameMax} data-testid="invite-job-title" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="invite-details-submit">
        {t('details.submit')}
      </Button>
    </Form>
  );
}
