import { LIMITS } from '@vault/contract';
import { Col, Input, Row } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/form/PhoneInput';
import { optionalEmailRules, optionalPhoneRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { toastSuccess } from '../../../lib/ui/feedback';
import { useSaveWorkInfo, useWorkInfo, type WorkInfo } from '../api/details';
import { workFormValues, workRequest, type WorkFormValues } from '../api/formValues';
import { DetailsCard, SaveButton } from './DetailsCard';

/** The person's work details (GET and POST /customer-user/work-info). */
export function WorkDetailsForm() {
  const { t } = useTranslation('profiles');
  const info = useWorkInfo();
  return (
    <DetailsCard title={t('details.work.title')} testId="details-work" loading={!info.data}>
      {info.data && <WorkForm info={info.data} />}
    </DetailsCard>
  );
}

function WorkForm({ info }: { info: WorkInfo }) {
  const { t } = useTranslation('profiles');
  const [form] = Form.useForm<WorkFormValues>();
  const save = useSaveWorkInfo(form);
  const [submit, pending] = useSubmit(async (values: WorkFormValues) => {
    const answer = await save.mutateAsync(workRequest(values));
    form.setFieldsValue(workFormValues(answer));
    toastSuccess(t('details.saved'));
  });

  return (
    <Form name="workDetails" form={form} layout="vertical" initialValues={workFormValues(info)} onFinish={(values) => void submit(values)}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="jobTitle" label={t('details.work.jobTitle')}>
            <Input maxLength={LIMITS.nameMax} autoComplete="organization-title" data-testid="work-job-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="employer" label={t('details.work.employer')}>
            <Input maxLength={LIMITS.companyNameMax} autoComplete="organization" data-testid="work-employer" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="workEmail" label={t('details.work.workEmail')} rules={optionalEmailRules()} validateTrigger="onBlur">
            <Input type="email" maxLength={LIMITS.emailMax} autoComplete="work email" data-testid="work-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="workPhone" label={t('details.work.workPhone')} rules={optionalPhoneRules()}>
            <PhoneInput testIdPrefix="work-phone" />
          </Form.Item>
        </Col>
      </Row>
      <SaveButton pending={pending} testId="work-save" />
    </Form>
  );
}
