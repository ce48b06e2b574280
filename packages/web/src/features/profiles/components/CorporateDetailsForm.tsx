import { DATE_FORMAT, LIMITS, REGISTER_TYPES } from '@vault/contract';
import { Col, DatePicker, Descriptions, Input, Row, Select } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { orDash } from '../../../lib/format/emptyCell';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect';
import { nameRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { useCountryOptions, useJurisdictionOptions } from '../../../lib/reference/referenceOptions';
import { toastSuccess } from '../../../lib/ui/feedback';
import { useCorporateInfo, useSaveCorporateInfo, useSaveUserType, type CompanyKind, type CorporateInfo } from '../api/details';
import { corporateFormValues, corporateRequest, type CorporateFormValues } from '../api/formValues';
import { AddressFields } from './AddressFields';
import { DetailsCard, SaveButton } from './DetailsCard';
import { isFutureDay } from './PersonalDetailsForm';
import { EnterStaysInDate } from '../../../components/form/EnterStaysInDate';

/**
 * The acting corporate's (or lending agent's) details. Only its administrators may change them;
 * anyone else is answered 70000020, whose message the central handler shows. A corporate also says
 * what kind of business it is (/customer-user/user-type); a lending agent's details are a paid-admin call.
 */
export function CorporateDetailsForm({ kind }: { kind: CompanyKind }) {
  const { t } = useTranslation('profiles');
  const info = useCorporateInfo(true);
  return (
    <DetailsCard title={t('details.corporate.title')} testId="details-corporate" loading={!info.data}>
      {info.data && <CorporateForm info={info.data} kind={kind} />}
    </DetailsCard>
  );
}

type Values = CorporateFormValues & { registerType?: CorporateInfo['registerType'] };

function CorporateForm({ info, kind }: { info: CorporateInfo; kind: CompanyKind }) {
  const { t } = useTranslation('profiles');
  const [form] = Form.useForm<Values>();
  const save = useSaveCorporateInfo(form, kind);
  const saveUserType = useSaveUserType(form);
  const countries = useCountryOptions();
  const jurisdictions = useJurisdictionOptions();
  const [submit, pending] = useSubmit(async ({ registerType, ...values }: Values) => {
    let answer = await save.mutateAsync(corporateRequest(values));
    if (kind === 'CORPORATE' && registerType && registerType !== answer.registerType) answer = await saveUserType.mutateAsync({ registerType });
    form.setFieldsValue({ ...corporateFormValues(answer), registerType: answer.registerType });
    toastSuccess(t('details.saved'));
  });

  return (
    <Form name="corporateDetails" form={form} layout="vertical" initialValues={{ ...corporateFormValues(info), registerType: info.registerType }} onFinish={(values) => void submit(values)}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="legalName" label={t('details.corporate.legalName')} rules={nameRules(LIMITS.nameMax)}>
            <Input maxLength={LIMITS.nameMax} autoComplete="organization" data-testid="corporate-legal-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="tradingName" label={t('details.corporate.tradingName')} rules={nameRules(LIMITS.nameMax)}>
            <Input maxLength={LIMITS.nameMax} data-testid="corporate-trading-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="registrationNumber" label={t('details.corporate.registrationNumber')}>
            <Input data-testid="corporate-registration-number" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="jurisdiction" label={t('details.corporate.jurisdiction')}>
            <ReferenceSelect options={jurisdictions.data} placeholder={t('details.select')} data-testid="corporate-jurisdiction" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="incorporationDate" label={t('details.corporate.incorporationDate')}>
            <EnterStaysInDate>
              <DatePicker format={DATE_FORMAT} disabledDate={isFutureDay} style={{ width: '100%' }} data-testid="corporate-incorporation-date" />
            </EnterStaysInDate>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label={t('details.corporate.website')}>
            <Input type="url" autoComplete="url" data-testid="corporate-website" />
          </Form.Item>
        </Col>
        {kind === 'CORPORATE' && (
          <Col xs={24} md={12}>
            <Form.Item name="registerType" label={t('details.corporate.registerType')}>
              <Select
                placeholder={t('details.select')}
                options={REGISTER_TYPES.map((value) => ({ value, label: t(`details.corporate.registerTypes.${value}`) }))}
                data-testid="corporate-register-type"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <AddressFields kind="registered" testIdPrefix="corporate" countries={countries.data} />
      {info.email && (
        <Descriptions size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('details.corporate.email')}>{orDash(info.email)}</Descriptions.Item>
        </Descriptions>
      )}
      <SaveButton pending={pending} testId="corporate-save" />
    </Form>
  );
}
