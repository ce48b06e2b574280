import { DATE_FORMAT, LIMITS } from '@vault/contract';
import { Col, DatePicker, Input, Row, Select } from 'antd';
import { Form } from '../../../components/form/Form';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect';
import { nameRules, taxIdRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { useCountryOptions } from '../../../lib/reference/referenceOptions';
import { toastSuccess } from '../../../lib/ui/feedback';
import { usePersonalInfo, useSavePersonalInfo, type PersonalInfo } from '../api/details';
import { personalFormValues, personalRequest, type PersonalFormValues } from '../api/formValues';
import { AddressFields } from './AddressFields';
import { DetailsCard, SaveButton } from './DetailsCard';
import { EnterStaysInDate } from '../../../components/form/EnterStaysInDate';

const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
/** Nobody is born tomorrow. */
export const isFutureDay = (day: Dayjs): boolean => day.isAfter(dayjs(), 'day');

/**
 * The person's own details (GET /customer-user/personal-info, POST /customer-user/individual). The
 * sign-in e-mail and phone are shown once, in the contact card, where they are changed and verified.
 */
export function PersonalDetailsForm() {
  const { t } = useTranslation('profiles');
  const info = usePersonalInfo();
  return (
    <DetailsCard title={t('details.personal.title')} testId="details-personal" loading={!info.data}>
      {info.data && <PersonalForm info={info.data} />}
    </DetailsCard>
  );
}

function PersonalForm({ info }: { info: PersonalInfo }) {
  const { t } = useTranslation('profiles');
  const [form] = Form.useForm<PersonalFormValues>();
  const save = useSavePersonalInfo(form);
  const countries = useCountryOptions();
  const [submit, pending] = useSubmit(async (values: PersonalFormValues) => {
    const answer = await save.mutateAsync(personalRequest(values));
    form.setFieldsValue(personalFormValues(answer));
    toastSuccess(t('details.saved'));
  });

  return (
    <Form name="personalDetails" form={form} layout="vertical" initialValues={personalFormValues(info)} onFinish={(values) => void submit(values)}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="firstName" label={t('details.personal.firstName')} rules={nameRules()}>
            <Input maxLength={LIMITS.nameMax} autoComplete="given-name" data-testid="personal-first-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="middleName" label={t('details.personal.middleName')}>
            <Input maxLength={LIMITS.nameMax} autoComplete="additional-name" data-testid="personal-middle-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="lastName" label={t('details.personal.lastName')} rules={nameRules()}>
            <Input maxLength={LIMITS.nameMax} autoComplete="family-name" data-testid="personal-last-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="dateOfBirth" label={t('details.personal.dateOfBirth')}>
            <EnterStaysInDate>
              <DatePicker format={DATE_FORMAT} disabledDate={isFutureDay} style={{ width: '100%' }} data-testid="personal-date-of-birth" />
            </EnterStaysInDate>
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="nationality" label={t('details.personal.nationality')}>
            <ReferenceSelect options={countries.data} placeholder={t('details.select')} data-testid="personal-nationality" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="gender" label={t('details.personal.gender')}>
            <Select
              allowClear
              placeholder={t('details.select')}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`details.personal.genders.${gender}`) }))}
              data-testid="personal-gender"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="taxId" label={t('details.personal.taxId')} rules={taxIdRules()} validateTrigger={['onBlur', 'onChange']}>
            <Input count={{ show: true, max: LIMITS.taxIdMax }} data-testid="personal-tax-id" />
          </Form.Item>
        </Col>
      </Row>
      <AddressFields kind="residential" testIdPrefix="personal" countries={countries.data} />
      <SaveButton pending={pending} testId="personal-save" />
    </Form>
  );
}
